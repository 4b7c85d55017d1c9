import data from 'virtual:shop';

/**
 * This build's shop: its categories and materials, the span of its prices,
 * the owner's profiles (src/shared/config/shop-config.ts says what each is,
 * and its shopInFirstLoad makes it from the catalogue for
 * builder/product-data-plugin.ts). The other
 * contacts are in contacts.ts.
 */
export const SHOP = data;
