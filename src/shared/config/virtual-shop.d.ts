declare module 'virtual:shop' {
  /** This build's shop (builder/product-data-plugin.ts), read through src/shared/config/shop.ts. */
  const shop: unknown;
  export default shop;
}

declare module 'virtual:shop-contacts' {
  /** The owner's contacts (builder/product-data-plugin.ts), read through src/shared/config/contacts.ts. */
  const contacts: unknown;
  export default contacts;
}
