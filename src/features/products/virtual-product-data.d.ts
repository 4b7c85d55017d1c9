declare module 'virtual:product-data' {
  import type { ProductRecord } from './product-records';

  /** The sample products, made when the site was built (builder/product-data-plugin.ts). */
  const records: ProductRecord[];
  export default records;
}
