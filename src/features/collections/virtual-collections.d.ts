declare module 'virtual:collections' {
  /** The collections the build publishes, «Нові надходження» first (builder/product-data-plugin.ts). */
  const collections: import('../../shared/catalogue/collections').PublishedCollection[];
  export default collections;
}
