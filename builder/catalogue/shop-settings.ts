import { ukrainianSlug } from '../slug.ts';
import { isScalar, isSeq, type Node } from 'yaml';
import {
  SAMPLE_NAME,
  SPEC_VOCABULARY,
  type Named,
  type ShopAbout,
  type ShopConfig,
  type ShopContacts,
  type ShopSeller,
} from '../../src/shared/config/shop-config.ts';
import { compactIban, ibanProblem, PAYEE_CODE } from '../../src/shared/lib/iban.ts';
import {
  PAYMENT_KEYS,
  PAYMENT_WAYS,
  type Payment,
} from '../../src/shared/config/payment-ways.ts';
import { phoneDigits } from '../../src/shared/lib/phone.ts';
import type { FieldForm } from '../../src/shared/catalogue/form.ts';
import { returnsNote } from './returns-words.ts';

/**
 * The table of shop.yaml's settings (docs/owner-catalogue.md,
 * docs/catalogue-fields.md): each key once, with its names in the file, how
 * its value is read (and what the owner is told when it cannot be), what the
 * shop has when the file leaves it out, how the admin's «Магазин» form enters
 * it, and which part of the app's shop carries it to the pages that show it.
 * The reader (shop-file.ts), the admin's form (builder/admin/catalogue-form.ts)
 * and the type of what is read follow it, as the goods' fields follow
 * src/shared/catalogue/fields.ts.
 */

/**
 * The part of the app's shop (src/shared/config/shop-config.ts) a setting
 * lands in under its own key, which decides which pages can show it:
 * `shop`, every page's first load (`virtual:shop`: header, footer, filters,
 * order); `contacts`, the footer, the about page and the order
 * (`virtual:shop-contacts`); `seller`, who sells, for the seller's details and
 * the order's transfer (`virtual:shop-seller`); `about`, the about page's words
 * (`virtual:shop-about`). ShopFileParts below gives each its type.
 */
export type ShopPart = 'shop' | 'contacts' | 'seller' | 'about';

/** A setting's value as the file has it. */
export interface Written {
  /** The value as the owner wrote it, trimmed ('' for none, or for a list). */
  text: string;
  node: Node | null;
  /** The line of the key, for messages. */
  line: number;
  lineOf: (node: Node) => number;
}

/** Says what is wrong, in Ukrainian, on the key's line or on `line`. */
export type Problem = (message: string, line?: number) => void;

export interface ShopSetting<V> {
  /**
   * Its names in shop.yaml, Ukrainian first, compared in lower case without
   * spaces, '-' or '_'. The first is how messages name it; the first of one
   * word is its name in the admin's file (Sveltia refuses a name with a space).
   */
  names: readonly [string, ...string[]];
  /** What the shop has when the file leaves it out. */
  empty: V;
  /** The value made into what the shop has, or a problem said (the value then does not matter: the build stops). */
  read: (written: Written, problem: Problem) => V;
  /** What the build says of a value read without stopping (the shop builds), or undefined. */
  note?(value: V): string | undefined;
  /** Whether an empty value is read (a list says it wants items) or leaves `empty`. */
  readsEmpty?: true;
  /** How the admin's «Магазин» form enters it; the rules a form can check are the reader's own. */
  form: FieldForm;
  /** Where it lands, and so which pages show it. */
  shown: ShopPart;
}

const setting = <V, const P extends ShopPart>(spec: ShopSetting<V> & { shown: P }) => spec;

/** A one-line setting: '' when not given. */
const line = (read: (text: string, problem: Problem) => string) => ({
  empty: '',
  read: ({ text }: Written, problem: Problem) => read(text, problem),
});

/** A profile's name from '@name', 'name' or its address on `host`. */
function profileName(text: string, host: RegExp): string {
  const trimmed = text.trim().replace(/^@/, '');
  // An address copied without its scheme: 'instagram.com/odesa_vintage'.
  const address = /^[\w.-]+\.[a-z]{2,}\//i.test(trimmed) ? `https://${trimmed}` : trimmed;
  const url = /^https?:\/\//i.test(address) ? new URL(address) : null;
  if (url && host.test(url.hostname)) {
    const path = url.pathname.split('/').filter(Boolean);
    return (path[0] === 'shop' ? path[1] : path[0]) ?? '';
  }
  return url ? '' : trimmed;
}

const PROFILE = /^[\p{L}\d._-]{1,60}$/u;

/** A messenger's number: its digits with the country code, for wa.me and viber:// links. */
const messengerNumber = (messenger: string) =>
  line((text, problem) => {
    const digits = phoneDigits(text);
    if (digits === null)
      problem(`напишіть номер ${messenger} з кодом країни, наприклад +380 67 123 45 67.`);
    return digits ?? '';
  });

/** A profile on `host`, from its name or its address: its address. */
const profile = (host: RegExp, address: (name: string) => string, example: string) =>
  line((text, problem) => {
    const name = profileName(text, host);
    if (!PROFILE.test(name)) problem(`напишіть ${example}.`);
    return address(name);
  });

/** The owner's text as paragraphs: a blank line parts two. */
const paragraphs = {
  empty: [] as readonly string[],
  read: ({ text }: Written): readonly string[] =>
    text
      .split(/\n\s*\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean),
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A city's name as written on a sign: letters, spaces, hyphens, apostrophes. */
const CITY = /^[\p{L}][\p{L}\s'’ʼ.-]{0,39}$/u;
/** The words after «Самовивіз» begin with where: «у Києві», «в Одесі», «на Подолі», «біля ринку». */
const PICKUP = /^(?:у|в|на|за|біля|поблизу|поруч|коло|неподалік|із|зі|з|від)\s+\S/u;
const PICKUP_MAX = 80;

/** A name as compared: case, spaces and apostrophe variants aside. */
const nameKey = (name: string) => name.toLowerCase().replace(/['’ʼ‘`]/g, "'");

/** The spec's names, so that `вази` in an owner's list is the spec's `Вази`, with its slug. */
const SPEC_NAMES = new Map<string, Named>(
  [...SPEC_VOCABULARY.categories, ...SPEC_VOCABULARY.materials].map((named) => [
    nameKey(named.name),
    named,
  ]),
);

/** What the owner wrote, as written: YAML would read `0671234567` as a number without its 0. */
export const sourceText = (node: unknown) =>
  isScalar(node) && node.value !== null ? String(node.source ?? node.value).trim() : '';

/**
 * The spec's list with the shop's own names added after it, each with its
 * slug: the spec's own for a name it has (so `вази` is `Вази`, and adds
 * nothing), or made from the name.
 */
const namedList = (spec: readonly Named[]) => ({
  empty: spec,
  readsEmpty: true as const,
  read: ({ node, line: at, lineOf }: Written, problem: Problem): readonly Named[] => {
    if (!isSeq(node) || node.items.length === 0) {
      problem('напишіть список: кожну назву з нового рядка, після дефіса та пробілу («- Вази»).');
      return spec;
    }
    const names = [...spec];
    const slugs = new Set(spec.map(({ slug }) => slug));
    const written = new Set<string>();
    for (const item of node.items) {
      const itemLine = isScalar(item) ? lineOf(item) : at;
      const name = sourceText(item).replace(/\s+/g, ' ');
      const named = SPEC_NAMES.get(nameKey(name)) ?? { name, slug: ukrainianSlug(name) };
      if (named.slug === '') problem('тут порожня назва або лише знаки: напишіть слово.', itemLine);
      else if (written.has(named.slug)) problem(`«${name}» уже є в цьому списку.`, itemLine);
      else {
        written.add(named.slug);
        if (!slugs.has(named.slug)) {
          slugs.add(named.slug);
          names.push(named);
        }
      }
    }
    return names;
  },
});

/** A way's name as compared: case and runs of spaces aside. */
const paymentKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

const PAYMENT_BY_NAME = new Map(PAYMENT_KEYS.map((key) => [paymentKey(PAYMENT_WAYS[key].label), key]));

const PAYMENT_NAMES = PAYMENT_KEYS.map((key) => `«${PAYMENT_WAYS[key].label}»`).join(', ');

/** A way's name as the form's pattern matches it: its label, any case, spaces free. */
const PAYMENT_PATTERN_NAME = `(?:${PAYMENT_KEYS.map((key) =>
  PAYMENT_WAYS[key].label.replace(/[()]/g, '\\$&').replace(/ /g, '\\s+'),
).join('|')})`;

/**
 * The ways to pay the owner offers (`оплата`): their names, comma-separated
 * (or a list), in the order the buyer sees them; never none. A way that
 * needs an IBAN without one is shop-file.ts's to refuse, as it reads both.
 */
const payments = {
  empty: PAYMENT_KEYS,
  // Read when empty too, as a list's text is '': a line left empty is every way, as in the form.
  readsEmpty: true as const,
  read: ({ text, node }: Written, problem: Problem): readonly Payment[] => {
    if (text === '' && !isSeq(node)) return PAYMENT_KEYS;
    const names = (isSeq(node) ? node.items.map(sourceText) : text.split(',')).map((name) =>
      name.trim(),
    );
    if (names.every((name) => name === '')) {
      problem(
        `напишіть хоча б один спосіб оплати: ${PAYMENT_NAMES}. Якщо підходять усі, зітріть рядок.`,
      );
      return PAYMENT_KEYS;
    }
    const chosen: Payment[] = [];
    for (const name of names) {
      const key = PAYMENT_BY_NAME.get(paymentKey(name));
      if (key === undefined)
        problem(
          name === ''
            ? `тут порожня назва між комами. Напишіть способи через кому: ${PAYMENT_NAMES}.`
            : `способу оплати «${name}» немає. Можна: ${PAYMENT_NAMES} — через кому.`,
        );
      else if (!chosen.includes(key)) chosen.push(key);
    }
    return chosen.length > 0 ? chosen : PAYMENT_KEYS;
  },
};

/** A GoatCounter code: its subdomain of goatcounter.com (GoatCounter's own rule: letters, digits, '-'). */
const GOATCOUNTER_CODE = /^[a-z0-9](?:[a-z0-9-]{0,48}[a-z0-9])?$/;

/** The code from what the owner pasted: the code, or their counter's address. */
function goatCounterCode(text: string): string {
  const address = /^(?:https?:\/\/)?([^/\s]+)\.goatcounter\.com(?:\/.*)?$/i.exec(text.trim());
  return (address ? address[1]! : text.trim()).toLowerCase();
}

/** The shop's name: one line, as long as the header can show whole on a phone. */
export const NAME_MAX = 40;
const NAME = new RegExp(`^[^\\n]{1,${NAME_MAX}}$`, 'u');

/** The admin's form of shop.yaml, as its list of collections names it (builder/admin/admin-config.ts). */
export const SHOP_FORM = 'Магазин';

/** Every setting, in the order of the admin's form and of the unknown key's message. */
export const SHOP_SETTINGS = {
  name: setting({
    names: ['назва', 'name'],
    empty: SAMPLE_NAME,
    read: ({ text }, problem) => {
      const name = text.replace(/[ \t]+/g, ' ');
      if (NAME.test(name)) return name;
      problem(
        `напишіть назву магазину одним рядком, до ${NAME_MAX} знаків, як її читатимуть покупці: Вінтаж на Подолі.`,
      );
      return SAMPLE_NAME;
    },
    form: {
      kind: 'line',
      label: 'Назва магазину',
      hint: 'Як її читатимуть покупці: угорі кожної сторінки, у назві вкладки, у замовленні.',
      maxLength: NAME_MAX,
      pattern: {
        regexp: NAME,
        message: `Напишіть назву одним рядком, до ${NAME_MAX} знаків.`,
        accepts: ['Вінтаж на Подолі', 'BON VINTAGE'],
        refuses: ['Дуже довга назва магазину, довша за сорок знаків'],
      },
    },
    shown: 'shop',
  }),
  phone: setting({
    names: ['телефон', 'phone'],
    ...line((text, problem) => {
      if (phoneDigits(text) === null)
        problem(
          'це не схоже на номер телефону. Напишіть його з кодом, наприклад +380 67 123 45 67.',
        );
      return text;
    }),
    form: { kind: 'line', label: 'Телефон', hint: 'З кодом: +380 67 123 45 67.' },
    shown: 'contacts',
  }),
  email: setting({
    names: ['пошта', 'email', 'імейл', 'електроннапошта'],
    ...line((text, problem) => {
      if (!EMAIL.test(text))
        problem('це не схоже на адресу пошти. Напишіть її так: shop@gmail.com.');
      return text;
    }),
    form: {
      kind: 'line',
      label: 'Пошта',
      pattern: {
        regexp: EMAIL,
        message: 'Напишіть адресу пошти так: shop@gmail.com.',
        accepts: ['shop@gmail.com'],
        refuses: ['shop.gmail.com'],
      },
    },
    shown: 'contacts',
  }),
  address: setting({
    names: ['адреса', 'address'],
    ...line((text) => text),
    form: { kind: 'line', label: 'Адреса' },
    shown: 'contacts',
  }),
  hours: setting({
    names: ['години', 'графік', 'hours'],
    ...line((text) => text),
    form: { kind: 'line', label: 'Години роботи', hint: 'Пн–Пт, 10:00–18:00' },
    shown: 'contacts',
  }),
  telegram: setting({
    names: ['telegram', 'телеграм'],
    ...line((text, problem) => {
      const name = profileName(text, /(^|\.)t\.me$|telegram\.me$/i);
      if (!/^[A-Za-z][A-Za-z\d_]{4,31}$/.test(name))
        problem(
          'напишіть ім’я користувача Telegram (латиницею, від 5 символів), наприклад bon_vintage_ua або @bon_vintage_ua.',
        );
      return name;
    }),
    form: {
      kind: 'line',
      label: 'Telegram',
      // A link with a prefilled message opens only a chat with a person or a
      // bot: to a channel's name, an order is lost without a word.
      hint: 'Ім’я вашого особистого акаунта чи бота, не каналу: @bon_vintage_ua. У канал замовлення не дійде.',
    },
    shown: 'contacts',
  }),
  whatsapp: setting({
    names: ['whatsapp', 'ватсап', 'вотсап'],
    ...messengerNumber('WhatsApp'),
    form: { kind: 'line', label: 'WhatsApp', hint: 'Номер з кодом: +380 67 123 45 67' },
    shown: 'contacts',
  }),
  viber: setting({
    names: ['viber', 'вайбер'],
    ...messengerNumber('Viber'),
    form: { kind: 'line', label: 'Viber', hint: 'Номер з кодом: +380 67 123 45 67' },
    shown: 'contacts',
  }),
  instagram: setting({
    names: ['instagram', 'інстаграм'],
    ...profile(
      /(^|\.)instagram\.com$/i,
      (name) => `https://www.instagram.com/${name}/`,
      'ім’я профілю Instagram або його адресу: https://www.instagram.com/bon_vintage_ua/',
    ),
    form: { kind: 'line', label: 'Instagram', hint: 'Ім’я профілю (odesa_vintage) або його адреса з Instagram.' },
    shown: 'contacts',
  }),
  etsy: setting({
    names: ['etsy', 'етсі'],
    ...profile(
      /(^|\.)etsy\.com$/i,
      (name) => `https://www.etsy.com/shop/${name}`,
      'назву крамниці на Etsy або її адресу: https://www.etsy.com/shop/BonVintageUA',
    ),
    form: { kind: 'line', label: 'Etsy', hint: 'Назва крамниці на Etsy (BonVintageUA) або її адреса.' },
    shown: 'contacts',
  }),
  pinterest: setting({
    names: ['pinterest', 'пінтерест'],
    ...profile(
      /(^|\.)pinterest\.com$/i,
      (name) => `https://www.pinterest.com/${name}/`,
      'ім’я профілю Pinterest або його адресу: https://www.pinterest.com/bonvintageua/',
    ),
    form: { kind: 'line', label: 'Pinterest', hint: 'Ім’я профілю на Pinterest (bonvintageua) або його адреса.' },
    shown: 'contacts',
  }),
  city: setting({
    names: ['місто', 'city'],
    ...line((text, problem) => {
      if (CITY.test(text)) return text;
      problem('напишіть лише назву міста, наприклад: Київ.');
      return '';
    }),
    form: {
      kind: 'line',
      label: 'Місто',
      pattern: {
        regexp: CITY,
        message: 'Напишіть лише назву міста, наприклад: Київ.',
        accepts: ['Київ', 'Івано-Франківськ'],
        refuses: ['Київ, вул. Хрещатик 1'],
      },
    },
    shown: 'shop',
  }),
  pickup: setting({
    names: ['самовивіз', 'pickup'],
    ...line((text, problem) => {
      if (PICKUP.test(text) && text.length <= PICKUP_MAX && !text.includes('\n')) return text;
      problem(
        'напишіть, де забрати замовлення, так, як це звучить після слова «Самовивіз»: у Києві, в Одесі, на Подолі (з маленької літери, до 80 знаків). Якщо самовивозу немає, зітріть рядок.',
      );
      return '';
    }),
    form: {
      kind: 'line',
      label: 'Самовивіз',
      hint: 'Як звучить після слова «Самовивіз»: у Києві, на Подолі.',
      maxLength: PICKUP_MAX,
      pattern: {
        regexp: PICKUP,
        message: 'Почніть з того, де: у Києві, в Одесі, на Подолі (з маленької літери).',
        accepts: ['у Києві', 'на Подолі'],
        refuses: ['Київ'],
      },
    },
    shown: 'shop',
  }),
  story: setting({
    names: ['про нас', 'історія', 'about', 'story'],
    ...paragraphs,
    form: { kind: 'text', label: 'Про нас', hint: 'Абзаци розділяйте порожнім рядком.' },
    shown: 'about',
  }),
  delivery: setting({
    names: ['доставка', 'delivery'],
    ...paragraphs,
    form: { kind: 'text', label: 'Доставка' },
    shown: 'about',
  }),
  returns: setting({
    names: ['повернення', 'returns'],
    ...paragraphs,
    note: returnsNote,
    form: { kind: 'text', label: 'Повернення' },
    shown: 'about',
  }),
  categories: setting({
    names: ['категорії', 'categories'],
    ...namedList(SPEC_VOCABULARY.categories),
    form: {
      kind: 'lines',
      label: 'Свої категорії',
      hint: 'Додаються до звичних категорій сайту (Вази, Сервізи, Статуетки…): впишіть лише ті, яких там немає.',
    },
    shown: 'shop',
  }),
  materials: setting({
    names: ['матеріали', 'materials'],
    ...namedList(SPEC_VOCABULARY.materials),
    form: {
      kind: 'lines',
      label: 'Свої матеріали',
      hint: 'Додаються до звичних матеріалів сайту (Порцеляна, Скло, Дерево…): впишіть лише ті, яких там немає.',
    },
    shown: 'shop',
  }),
  // The visit figures (docs/owner-catalogue.md, «Відвідування й замовлення»):
  // the code of the owner's GoatCounter account, which src/shared/figures/
  // counts at, and the CSP allows (deploy/security-headers.ts).
  counter: setting({
    names: ['лічильник', 'counter', 'goatcounter'],
    ...line((text, problem) => {
      const code = goatCounterCode(text);
      if (!GOATCOUNTER_CODE.test(code))
        problem(
          'напишіть код лічильника GoatCounter: латинські літери, цифри й дефіс, як в адресі https://vintage-podil.goatcounter.com (тут код — vintage-podil).',
        );
      return code;
    }),
    form: {
      kind: 'line',
      label: 'Лічильник відвідувань (GoatCounter)',
      hint: 'Код з адреси вашого лічильника: для `vintage-podil.goatcounter.com` — `vintage-podil`. Порожньо — нічого не рахується.',
      pattern: {
        regexp: /^\s*(?:https?:\/\/)?[A-Za-z0-9-]{2,50}(?:\.goatcounter\.com\/?)?\s*$/,
        message: 'Лише код: латинські літери, цифри й дефіс, наприклад vintage-podil.',
        accepts: ['vintage-podil', 'https://vintage-podil.goatcounter.com'],
        refuses: ['вінтаж', 'vintage podil'],
      },
    },
    shown: 'shop',
  }),
  // Who sells (docs/owner-catalogue.md, «Продавець і оплата переказом»): what
  // the law asks a shop to name, and what a transfer by the NBU's QR needs.
  legalName: setting({
    names: ['продавець', 'seller'],
    ...line((text, problem) => {
      const name = text.replace(/\s+/g, ' ');
      if (/\d/.test(name) || name.length > 140 || !/^[\p{L}\s'’ʼ."«»“”„(),&-]+$/u.test(name))
        problem(
          'напишіть повне ім’я чи назву продавця без цифр, до 140 знаків, як у виписці: ФОП Левченко Оксана Миколаївна.',
        );
      return name;
    }),
    form: {
      kind: 'line',
      label: 'Продавець',
      hint: 'Як у виписці з реєстру: ФОП Левченко Оксана Миколаївна.',
      pattern: {
        regexp: /^[^0-9]{2,140}$/,
        message: 'Без цифр, до 140 знаків: ФОП Левченко Оксана Миколаївна.',
        accepts: ['ФОП Левченко Оксана Миколаївна'],
        refuses: ['ФОП 3012345678'],
      },
    },
    shown: 'seller',
  }),
  code: setting({
    names: ['код', 'рнокпп', 'єдрпоу', 'code'],
    ...line((text, problem) => {
      const code = text.replace(/\s/g, '');
      if (!PAYEE_CODE.test(code))
        problem('напишіть РНОКПП (10 цифр) або код ЄДРПОУ (8 цифр), лише цифри.');
      return code;
    }),
    form: {
      kind: 'line',
      label: 'Код (РНОКПП або ЄДРПОУ)',
      hint: '10 цифр для ФОП (РНОКПП) або 8 для юридичної особи (ЄДРПОУ).',
      pattern: {
        regexp: /^\s*(?:\d{10}|\d{8})\s*$/,
        message: 'РНОКПП — 10 цифр, ЄДРПОУ — 8.',
        accepts: ['3012345678', '40723824'],
        refuses: ['301234567'],
      },
    },
    shown: 'seller',
  }),
  iban: setting({
    names: ['iban', 'рахунок', 'айбан'],
    ...line((text, problem) => {
      const wrong = ibanProblem(text);
      if (wrong) problem(wrong);
      return compactIban(text);
    }),
    form: {
      kind: 'line',
      label: 'IBAN',
      hint: 'UA і 27 цифр, як у застосунку банку.',
      // A checksum is no regular expression: the form's pattern refuses what
      // is not UA and 27 digits, and admin/field-checks.ts, by the build's
      // own rule, a checksum that fails, before the save.
      pattern: {
        regexp: /^\s*[Uu][Aa](?:\s*\d){27}\s*$/,
        message: 'UA і 27 цифр: UA21 3223 1300 0002 6007 2335 6600 1.',
        accepts: ['UA213223130000026007233566001', 'UA21 3223 1300 0002 6007 2335 6600 1'],
        refuses: ['UA2132231300000260072335660', 'DE89370400440532013000'],
      },
    },
    shown: 'seller',
  }),
  payments: setting({
    names: ['оплата', 'payments', 'способиоплати'],
    ...payments,
    form: {
      kind: 'line',
      label: 'Способи оплати',
      hint: 'Через кому, як їх побачить покупець: Переказ на рахунок (QR), Накладений платіж, Оплата на картку після підтвердження. Переказ — лише з IBAN. Порожньо — усі. Що кожен означає для чеків (ПРРО) — у посібнику.',
      pattern: {
        regexp: new RegExp(
          `^\\s*${PAYMENT_PATTERN_NAME}(?:\\s*,\\s*${PAYMENT_PATTERN_NAME})*\\s*$`,
          'i',
        ),
        message: `Назви способів через кому: ${PAYMENT_NAMES}.`,
        accepts: ['Накладений платіж, Оплата на картку після підтвердження', 'оплата на картку після підтвердження'],
        refuses: ['Готівка', 'Накладений платіж, картка', 'Накладений платіж,'],
      },
    },
    shown: 'seller',
  }),
};

export type ShopKey = keyof typeof SHOP_SETTINGS;
export const SHOP_KEYS = Object.keys(SHOP_SETTINGS) as ShopKey[];

type Settings = typeof SHOP_SETTINGS;
type KeysIn<P extends ShopPart> = {
  [K in ShopKey]: Settings[K]['shown'] extends P ? K : never;
}[ShopKey];

/**
 * What the file gives each part: the app's own slots, under the settings'
 * keys. A setting whose key is not a slot of its part (a typo, or a slot the
 * app lacks) fails here by name; a slot of ShopContacts no setting fills
 * fails where the owner's shop is assembled (builder/catalogue/owner-catalogue.ts).
 */
export interface ShopFileParts {
  shop: Pick<ShopConfig, KeysIn<'shop'>>;
  contacts: Pick<ShopContacts, KeysIn<'contacts'>>;
  seller: Pick<ShopSeller, KeysIn<'seller'>>;
  about: Pick<ShopAbout, KeysIn<'about'>>;
}

/**
 * A key's name in shop.yaml as the admin writes it: its first that Sveltia
 * takes for a field's name (one word: `історія`, not `про нас`).
 */
export const shopKeyName = (key: ShopKey): string =>
  SHOP_SETTINGS[key].names.find((name) => /^[\p{L}\p{N}_-]+$/u.test(name))!;
