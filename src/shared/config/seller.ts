import data from 'virtual:shop-seller';
import type { ShopSeller } from './shop-config';

/**
 * Who sells (shop.yaml's `продавець`, `код`, `iban`, docs/owner-catalogue.md;
 * the sample shop's otherwise), for the order and the seller's page: kept
 * out of the first load (builder/product-data-plugin.ts).
 */
export const SELLER = data as ShopSeller;
