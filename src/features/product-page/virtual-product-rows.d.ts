declare module 'virtual:product-rows' {
  /** The table of fields' rows for `Характеристики` (builder/product-data-plugin.ts). */
  const rows: import('../../shared/catalogue/fields').ShownRow[];
  export default rows;
}
