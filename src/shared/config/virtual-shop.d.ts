declare module 'virtual:shop' {
  /** This build's shop (build/product-data-plugin.ts), read through src/shared/config/shop.ts. */
  const shop: unknown;
  export default shop;
}
