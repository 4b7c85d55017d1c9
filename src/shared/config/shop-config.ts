import {
  SPEC_CATEGORIES,
  SPEC_CATEGORY_SLUGS,
  SPEC_MATERIALS,
  SPEC_MATERIAL_SLUGS,
} from './default-vocabulary.ts';

/**
 * What a build knows of its shop beyond the goods (docs/owner-catalogue.md):
 * the categories and materials its goods are sorted into, the span of their
 * prices, and the owner's contacts. builder/product-data-plugin.ts makes it
 * from the catalogue folder (products and shop.yaml) and hands it to the app
 * as `virtual:shop`; without a catalogue it is SAMPLE_SHOP below.
 */

/** A category's name as the shop spells it ('Вази'). */
export type Category = string;
/** A material's name as the shop spells it ('Порцеляна'). */
export type Material = string;

/** A category or material: its name, and its Latin slug in catalogue addresses. */
export interface Named {
  name: string;
  slug: string;
}

export interface ShopContacts {
  /** As shown: '+380 48 700 12 11'. */
  phone: string;
  email: string;
  /** Where a visitor can see the goods, or '' for none. */
  address: string;
  /** When the shop answers, or ''. */
  hours: string;
  /** A Telegram username without '@', or ''. */
  telegram: string;
  /** WhatsApp and Viber numbers, digits only with the country code ('380671234567'), or ''. */
  whatsapp: string;
  viber: string;
  /** Profile addresses (https://…), or ''. */
  instagram: string;
  etsy: string;
  pinterest: string;
}

export interface ShopConfig {
  /** True when the goods are the generated sample (no catalogue folder). */
  sample: boolean;
  categories: readonly Named[];
  materials: readonly Named[];
  /** The lowest and highest price of the goods, in whole hryvnias: the price filter's span. */
  prices: { min: number; max: number };
  contacts: ShopContacts;
}

/** The profiles the header and footer link to: in the first load, unlike the other contacts. */
export type ShopProfiles = Pick<ShopContacts, 'instagram' | 'etsy' | 'pinterest'>;

/**
 * What the first load knows of the shop (`virtual:shop`): all but the
 * contacts, which only the about page lists (`virtual:shop-contacts`), so a
 * page does not carry them before it needs them.
 */
export type ShopInFirstLoad = Omit<ShopConfig, 'contacts'> & { profiles: ShopProfiles };

/** The sample shop's contacts: the placeholders of docs/decisions/004-footer.md. */
export const SAMPLE_CONTACTS: ShopContacts = {
  phone: '+380 48 700 12 11',
  email: 'hello@bonvintage.com.ua',
  address: 'Одеса, вул. Коблевська, 12 (за попереднім записом)',
  hours: 'Пн–Сб, 10:00–19:00',
  telegram: 'bon_vintage_ua',
  whatsapp: '380487001211',
  viber: '380487001211',
  instagram: 'https://www.instagram.com/bon_vintage_ua/',
  etsy: 'https://www.etsy.com/shop/BonVintageUA',
  pinterest: 'https://www.pinterest.com/bonvintageua/',
};

/** docs/product.md: the sample's prices lie in 100..5000. */
export const SAMPLE_PRICES = { min: 100, max: 5_000 } as const;

export const SPEC_VOCABULARY = {
  categories: SPEC_CATEGORIES.map((name) => ({ name, slug: SPEC_CATEGORY_SLUGS[name] })),
  materials: SPEC_MATERIALS.map((name) => ({ name, slug: SPEC_MATERIAL_SLUGS[name] })),
};

export const SAMPLE_SHOP: ShopConfig = {
  sample: true,
  ...SPEC_VOCABULARY,
  prices: SAMPLE_PRICES,
  contacts: SAMPLE_CONTACTS,
};
