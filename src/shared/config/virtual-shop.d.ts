declare module 'virtual:shop' {
  /** This build's shop (builder/product-data-plugin.ts, shop-config.ts's shopInFirstLoad), read through src/shared/config/shop.ts. */
  const shop: import('./shop-config').ShopInFirstLoad;
  export default shop;
}

declare module 'virtual:shop-contacts' {
  /** The owner's contacts (builder/product-data-plugin.ts), read through src/shared/config/contacts.ts. */
  const contacts: unknown;
  export default contacts;
}

declare module 'virtual:shop-about' {
  /** The shop's words for the about page (builder/product-data-plugin.ts), read through src/shared/config/shop-about.ts. */
  const about: unknown;
  export default about;
}

declare module 'virtual:shop-seller' {
  /** Who sells (builder/product-data-plugin.ts), read through src/shared/config/seller.ts. */
  const seller: unknown;
  export default seller;
}
