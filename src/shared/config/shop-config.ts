import {
  SPEC_CATEGORIES,
  SPEC_CATEGORY_SLUGS,
  SPEC_MATERIALS,
  SPEC_MATERIAL_SLUGS,
} from './default-vocabulary.ts';
import { PAYMENT_KEYS, type Payment } from './payment-ways.ts';

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

/**
 * What the about page says of the shop beyond its contacts: the shop's own
 * words. Nothing a visitor reads may name a city or promise what the shop
 * does not (docs/decisions/032-an-owners-shop-says-what-shop-yaml-says.md):
 * an owner's come from shop.yaml, and what it leaves out is not said.
 */
export interface ShopAbout {
  /** The page's first line; '' for the page's own neutral one. */
  lead: string;
  /** 'Наша історія', paragraphs; none: no such section. */
  story: readonly string[];
  /** 'Наша місія', paragraphs; none: no such section. */
  mission: readonly string[];
  /** More on delivery than the order's own ways and the pickup, paragraphs. */
  delivery: readonly string[];
  /** The shop's terms for returns, paragraphs; none: the page asks the visitor to ask. */
  returns: readonly string[];
}

/**
 * Who sells (docs/owner-catalogue.md, «Продавець»): what the law asks a shop
 * to name, and what a transfer to the seller's account needs (the NBU's
 * payment QR, src/features/basket/nbu-qr.ts). '' where shop.yaml gives none.
 */
export interface ShopSeller {
  /** The legal name: 'ФОП Левченко Оксана Миколаївна'. */
  legalName: string;
  /** РНОКПП (10 digits) or ЄДРПОУ (8 digits). */
  code: string;
  /** 'UA' and 27 digits, without spaces; checked when read (src/shared/lib/iban.ts). */
  iban: string;
  /**
   * How the seller takes payment (shop.yaml's `оплата`): the ways the order
   * offers, in the owner's order, never none; every way when the file names none.
   */
  payments: readonly Payment[];
}

export const NO_SELLER: ShopSeller = { legalName: '', code: '', iban: '', payments: PAYMENT_KEYS };

export interface ShopConfig {
  /** True when the goods are the generated sample (no catalogue folder). */
  sample: boolean;
  /**
   * The shop's name as a visitor reads it ('BON VINTAGE'): the header, the
   * titles, the manifest, link previews, the order's and messages' words, the admin.
   */
  name: string;
  categories: readonly Named[];
  materials: readonly Named[];
  /** The lowest and highest price of the goods, in whole hryvnias: the price filter's span. */
  prices: { min: number; max: number };
  /** The shop's city as it is named ('Одеса'), or '': then no page names one. */
  city: string;
  /**
   * Where an order may be collected, as the words after «Самовивіз» ('в Одесі'),
   * or '': the shop offers no pickup, and the order does not either.
   */
  pickup: string;
  /**
   * The code of the owner's GoatCounter account ('vintage-podil'), which the
   * visits and the sale's moments are counted at (src/shared/figures/), or
   * '': nothing is counted, and nothing is asked of any counter.
   */
  counter: string;
  contacts: ShopContacts;
  seller: ShopSeller;
  about: ShopAbout;
}

/**
 * The profiles the header and footer link to (src/shared/config/links.ts):
 * in the first load, unlike the other contacts. A network is added here, and
 * the type checker names every place that must know it.
 */
export const PROFILE_KEYS = [
  'instagram',
  'etsy',
  'pinterest',
] as const satisfies readonly (keyof ShopContacts)[];

export type ShopProfiles = Pick<ShopContacts, (typeof PROFILE_KEYS)[number]>;

/**
 * What the first load knows of the shop (`virtual:shop`): all but the
 * contacts and the about page's words, which only the pages that show them
 * load (`virtual:shop-contacts`, `virtual:shop-seller`, `virtual:shop-about`), so a page does not
 * carry them before it needs them.
 */
export type ShopInFirstLoad = Omit<ShopConfig, 'contacts' | 'seller' | 'about'> & {
  profiles: ShopProfiles;
};

/** What the first load knows of `shop` (builder/product-data-plugin.ts writes it as `virtual:shop`). */
export function shopInFirstLoad({
  contacts,
  seller: _seller,
  about: _about,
  ...shop
}: ShopConfig): ShopInFirstLoad {
  const profiles = Object.fromEntries(PROFILE_KEYS.map((key) => [key, contacts[key]]));
  return { ...shop, profiles: profiles as ShopProfiles };
}

/** The sample's name, and an owner's whose shop.yaml names none. */
export const SAMPLE_NAME = 'BON VINTAGE';

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

/**
 * The sample shop's seller: a made-up sole proprietor, its IBAN one whose
 * checksum holds at a made-up bank, so the sample shows what an owner's shop
 * with these lines does. Nobody can be paid through it.
 */
export const SAMPLE_SELLER: ShopSeller = {
  legalName: 'ФОП Левченко Оксана Миколаївна',
  code: '3012345678',
  iban: 'UA213223130000026007233566001',
  payments: PAYMENT_KEYS,
};

/** docs/product.md: the sample's prices lie in 100..5000. */
export const SAMPLE_PRICES = { min: 100, max: 5_000 } as const;

export const SPEC_VOCABULARY = {
  categories: SPEC_CATEGORIES.map((name) => ({ name, slug: SPEC_CATEGORY_SLUGS[name] })),
  materials: SPEC_MATERIALS.map((name) => ({ name, slug: SPEC_MATERIAL_SLUGS[name] })),
};

/** The sample shop's words: the spec's shop, in Odesa (src/features/about/about-page.tsx shows them). */
export const SAMPLE_ABOUT: ShopAbout = {
  lead: 'BON VINTAGE — невелика крамниця антикварних і вінтажних речей з Одеси. Ми шукаємо предмети з історією і передаємо їх тим, хто їх берегтиме.',
  story: [
    'Усе почалося 2011 року на одеському Староконному ринку з однієї порцелянової чашки. Ми знайшли її недільного ранку серед старих газет і ґудзиків, і вона стала першою річчю нашої колекції.',
    'Відтоді ми щороку їздимо блошиними ринками Європи — Франції, Бельгії, Німеччини, Італії — і привозимо звідти сервізи, кришталь, тарілки, вази, статуетки, іграшки, меблі та колекційні карти.',
    'Кожну річ ми оглядаємо, чистимо й описуємо чесно: з її віком, походженням і слідами часу, які роблять її неповторною.',
  ],
  mission: [
    'Ми віримо, що старі речі наповнюють дім теплом і чарівністю, яких не дасть жоден новий предмет. Наша мета — дати їм друге життя й зберегти ремесло майстрів минулого.',
  ],
  delivery: [
    'Відправляємо за 1–3 робочі дні після підтвердження. Крихкі речі пакуємо в кілька шарів паперу й повітряно-бульбашкової плівки, у жорсткі коробки.',
    'За кордон — напишіть нам: вартість і строки розраховуємо окремо.',
  ],
  returns: [
    'Якщо річ не підійшла, її можна повернути або обміняти протягом 14 днів з дня отримання — у тому самому стані й пакуванні.',
    'Якщо предмет пошкоджено під час доставки, сфотографуйте його разом із пакуванням у відділенні та напишіть нам: ми повернемо гроші або запропонуємо заміну.',
    'Якщо оплачену річ тим часом продано, повертаємо всю суму на ваш рахунок протягом 3 робочих днів.',
  ],
};

export const SAMPLE_SHOP: ShopConfig = {
  sample: true,
  name: SAMPLE_NAME,
  ...SPEC_VOCABULARY,
  prices: SAMPLE_PRICES,
  city: 'Одеса',
  pickup: 'в Одесі',
  counter: '',
  contacts: SAMPLE_CONTACTS,
  seller: SAMPLE_SELLER,
  about: SAMPLE_ABOUT,
};
