declare module 'virtual:catalogue-facets' {
  /** The eras' groups and the makers of this build's goods, with slugs (builder/facet-values.ts). */
  const values: import('../../../builder/facet-values').GoodsFacetValues;
  export default values;
}
