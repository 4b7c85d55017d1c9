import data from 'virtual:shop';
import type { ShopInFirstLoad } from './shop-config';

/**
 * This build's shop: its categories and materials, the span of its prices,
 * the owner's profiles (src/shared/config/shop-config.ts says what each is;
 * builder/product-data-plugin.ts makes it from the catalogue). The other
 * contacts are in contacts.ts.
 */
export const SHOP = data as ShopInFirstLoad;
