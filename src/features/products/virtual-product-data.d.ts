declare module 'virtual:product-data' {
  /** The sample products, made when the site was built (builder/product-data-plugin.ts). */
  const records: import('./product-records').ProductRecord[];
  export default records;
}
