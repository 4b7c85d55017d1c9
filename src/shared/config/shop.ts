import data from 'virtual:shop';
import type { ShopConfig } from './shop-config';

/**
 * This build's shop: its categories and materials, the span of its prices,
 * the owner's contacts (src/shared/config/shop-config.ts says what each is;
 * build/product-data-plugin.ts makes it from the catalogue).
 */
export const SHOP = data as ShopConfig;
