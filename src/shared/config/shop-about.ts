import data from 'virtual:shop-about';
import type { ShopAbout } from './shop-config';

/**
 * The shop's own words for the about page: its story and terms, from
 * shop.yaml (docs/owner-catalogue.md; the sample shop's otherwise). Kept out
 * of the first load (builder/product-data-plugin.ts).
 */
export const SHOP_ABOUT = data as ShopAbout;
