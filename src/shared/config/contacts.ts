import data from 'virtual:shop-contacts';
import type { ShopContacts } from './shop-config';

/**
 * The owner's contacts (shop.yaml, docs/owner-catalogue.md; the sample
 * shop's otherwise), for the pages that list them: kept out of the first
 * load (builder/product-data-plugin.ts).
 */
export const CONTACTS = data as ShopContacts;
