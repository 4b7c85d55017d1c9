import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import {
  SPEC_VOCABULARY,
  type Named,
  type ShopAbout,
  type ShopContacts,
} from '../../src/shared/config/shop-config.ts';
import { phoneDigits } from '../../src/shared/lib/phone.ts';
import type { FieldForm } from '../../src/shared/catalogue/form.ts';
import type { CatalogueProblem } from './types.ts';
import { ukrainianSlug } from '../slug.ts';

/**
 * shop.yaml, the owner's one configuration file (docs/owner-catalogue.md):
 * their contacts, which the footer, the about page and the order read; the
 * shop's city, pickup, story and terms, which are all a visitor is told of
 * them (nothing else names a city or promises anything,
 * docs/decisions/032-an-owners-shop-says-what-shop-yaml-says.md); and, when
 * the spec's lists do not fit their goods, their own categories and
 * materials. Keys in Ukrainian or English; every value is checked, and what
 * is wrong is said with its line, as for the product file.
 */

export const SHOP_FILE = 'shop.yaml';

export interface ShopFile {
  contacts: ShopContacts;
  /** src/shared/config/shop-config.ts, ShopConfig: '' when not given. */
  city: string;
  pickup: string;
  about: ShopAbout;
  categories: readonly Named[];
  materials: readonly Named[];
  problems: CatalogueProblem[];
}

/** The owner's own words, each in paragraphs (a blank line between two). */
type Words = 'story' | 'delivery' | 'returns';
type Key = keyof ShopContacts | 'city' | 'pickup' | Words | 'categories' | 'materials';

/** Each key's names, compared in lower case without spaces, '-' or '_'. */
const KEYS: Record<Key, readonly string[]> = {
  phone: ['телефон', 'phone'],
  email: ['пошта', 'email', 'імейл', 'електроннапошта'],
  address: ['адреса', 'address'],
  hours: ['години', 'графік', 'hours'],
  telegram: ['telegram', 'телеграм'],
  whatsapp: ['whatsapp', 'ватсап', 'вотсап'],
  viber: ['viber', 'вайбер'],
  instagram: ['instagram', 'інстаграм'],
  etsy: ['etsy', 'етсі'],
  pinterest: ['pinterest', 'пінтерест'],
  city: ['місто', 'city'],
  pickup: ['самовивіз', 'pickup'],
  story: ['про нас', 'історія', 'about', 'story'],
  delivery: ['доставка', 'delivery'],
  returns: ['повернення', 'returns'],
  categories: ['категорії', 'categories'],
  materials: ['матеріали', 'materials'],
};

const plainKey = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

const keyOf = (name: string): Key | undefined => {
  const plain = plainKey(name);
  return (Object.keys(KEYS) as Key[]).find((key) => KEYS[key].map(plainKey).includes(plain));
};

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

interface Field {
  line: number;
  column: string;
  text: string;
}

type Reader = (field: Field, problem: (message: string) => void) => string;

const PROFILE = /^[\p{L}\d._-]{1,60}$/u;

/** A messenger's number: its digits with the country code, for wa.me and viber:// links. */
function messengerNumber(messenger: string): Reader {
  return ({ text }, problem) => {
    const digits = phoneDigits(text);
    if (digits === null)
      problem(`напишіть номер ${messenger} з кодом країни, наприклад +380 67 123 45 67.`);
    return digits ?? '';
  };
}

/** A profile on `host`, from its name or its address: its address. */
function profile(host: RegExp, address: (name: string) => string, example: string): Reader {
  return ({ text }, problem) => {
    const name = profileName(text, host);
    if (!PROFILE.test(name)) problem(`напишіть ${example}.`);
    return address(name);
  };
}

/** How each contact is read: what it becomes on the site, or a problem. */
const CONTACTS: Record<keyof ShopContacts, Reader> = {
  phone: ({ text }, problem) => {
    if (phoneDigits(text) === null)
      problem('це не схоже на номер телефону. Напишіть його з кодом, наприклад +380 67 123 45 67.');
    return text;
  },
  email: ({ text }, problem) => {
    if (!EMAIL.test(text))
      problem('це не схоже на адресу пошти. Напишіть її так: shop@gmail.com.');
    return text;
  },
  address: ({ text }) => text,
  hours: ({ text }) => text,
  telegram: ({ text }, problem) => {
    const name = profileName(text, /(^|\.)t\.me$|telegram\.me$/i);
    if (!/^[A-Za-z][A-Za-z\d_]{4,31}$/.test(name))
      problem(
        'напишіть ім’я користувача Telegram (латиницею, від 5 символів), наприклад bon_vintage_ua або @bon_vintage_ua.',
      );
    return name;
  },
  whatsapp: messengerNumber('WhatsApp'),
  viber: messengerNumber('Viber'),
  instagram: profile(
    /(^|\.)instagram\.com$/i,
    (name) => `https://www.instagram.com/${name}/`,
    'ім’я профілю Instagram або його адресу: https://www.instagram.com/bon_vintage_ua/',
  ),
  etsy: profile(
    /(^|\.)etsy\.com$/i,
    (name) => `https://www.etsy.com/shop/${name}`,
    'назву крамниці на Etsy або її адресу: https://www.etsy.com/shop/BonVintageUA',
  ),
  pinterest: profile(
    /(^|\.)pinterest\.com$/i,
    (name) => `https://www.pinterest.com/${name}/`,
    'ім’я профілю Pinterest або його адресу: https://www.pinterest.com/bonvintageua/',
  ),
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A city's name as written on a sign: letters, spaces, hyphens, apostrophes. */
const CITY = /^[\p{L}][\p{L}\s'’ʼ.-]{0,39}$/u;
/** The words after «Самовивіз» begin with where: «у Києві», «в Одесі», «на Подолі», «біля ринку». */
const PICKUP = /^(?:у|в|на|за|біля|поблизу|поруч|коло|неподалік|із|зі|з|від)\s+\S/u;
const PICKUP_MAX = 80;

/** The shop's city and pickup, checked: '' when the value is wrong (the problem says why). */
const PLACES: Record<'city' | 'pickup', Reader> = {
  city: ({ text }, problem) => {
    if (CITY.test(text)) return text;
    problem('напишіть лише назву міста, наприклад: Київ.');
    return '';
  },
  pickup: ({ text }, problem) => {
    if (PICKUP.test(text) && text.length <= PICKUP_MAX && !text.includes('\n')) return text;
    problem(
      'напишіть, де забрати замовлення, так, як це звучить після слова «Самовивіз»: у Києві, в Одесі, на Подолі (з маленької літери, до 80 знаків). Якщо самовивозу немає, зітріть рядок.',
    );
    return '';
  },
};

/** The owner's text as paragraphs: a blank line parts two. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);

const NO_ABOUT: ShopAbout = { lead: '', story: [], mission: [], delivery: [], returns: [] };

const NO_CONTACTS: ShopContacts = {
  phone: '',
  email: '',
  address: '',
  hours: '',
  telegram: '',
  whatsapp: '',
  viber: '',
  instagram: '',
  etsy: '',
  pinterest: '',
};

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
const sourceText = (node: unknown) =>
  isScalar(node) && node.value !== null ? String(node.source ?? node.value).trim() : '';

/** A list's names as the shop spells them, each with its slug: the spec's, or made from the name. */
function namedList(
  node: Node | null,
  field: Omit<Field, 'text'>,
  lineOf: (node: Node) => number,
  problem: (message: string, line?: number) => void,
): Named[] {
  if (!isSeq(node) || node.items.length === 0) {
    problem('напишіть список: кожну назву з нового рядка, після дефіса та пробілу («- Вази»).');
    return [];
  }
  const names: Named[] = [];
  const slugs = new Set<string>();
  for (const item of node.items) {
    const line = isScalar(item) ? lineOf(item) : field.line;
    const written = sourceText(item).replace(/\s+/g, ' ');
    const named = SPEC_NAMES.get(nameKey(written)) ?? { name: written, slug: ukrainianSlug(written) };
    if (named.slug === '') problem('тут порожня назва або лише знаки: напишіть слово.', line);
    else if (slugs.has(named.slug)) problem(`«${written}» уже є в цьому списку.`, line);
    else {
      slugs.add(named.slug);
      names.push(named);
    }
  }
  return names;
}

/**
 * `telegram: @odesa_vintage` as the owner writes it: YAML reserves a leading
 * '@', so such a value is put in quotes before reading (lines stay where they
 * are, for the messages).
 */
function quoteHandles(text: string): string {
  return text.replace(
    /^(\s*[^\s:#][^:#]*:[ \t]+)(@[^\s#'"]*)[ \t]*$/gm,
    (_, key: string, handle: string) => `${key}'${handle}'`,
  );
}

/** shop.yaml of the catalogue folder `dir`, checked. */
export function readShopFile(dir: string): ShopFile {
  const problems: CatalogueProblem[] = [];
  const result: ShopFile = {
    contacts: { ...NO_CONTACTS },
    city: '',
    pickup: '',
    about: { ...NO_ABOUT },
    ...SPEC_VOCABULARY,
    problems,
  };
  const path = join(dir, SHOP_FILE);
  if (!existsSync(path)) {
    problems.push({
      file: SHOP_FILE,
      message:
        'немає файлу з вашими контактами. Скопіюйте shop.yaml з прикладу (catalogue-example/) і впишіть свій телефон, пошту та профілі.',
    });
    return result;
  }
  const lines = new LineCounter();
  const document = parseDocument(quoteHandles(readFileSync(path, 'utf8')), { lineCounter: lines });
  const lineOf = (node: Node) => lines.linePos(node.range?.[0] ?? 0).line;
  for (const error of document.errors) {
    problems.push({
      file: SHOP_FILE,
      line: error.linePos?.[0].line,
      message:
        'рядок не вдалося прочитати. Кожен рядок має вигляд «назва: значення», списки — «- значення» з відступом.',
    });
  }
  if (document.errors.length > 0) return result;
  const root = document.contents;
  if (!isMap(root)) {
    problems.push({
      file: SHOP_FILE,
      message: 'файл порожній або не має рядків «назва: значення», як у прикладі.',
    });
    return result;
  }
  for (const pair of root.items) {
    const keyNode = pair.key as Node | null;
    const name = isScalar(keyNode) ? String(keyNode.value) : '';
    const line = keyNode ? lineOf(keyNode) : undefined;
    const problem = (message: string, at = line) =>
      problems.push({ file: SHOP_FILE, line: at, column: name, message });
    const key = keyOf(name);
    if (key === undefined) {
      problem(
        `невідома назва. Можна: ${Object.values(KEYS)
          .map((names) => names[0])
          .join(', ')}.`,
      );
      continue;
    }
    const value = pair.value as Node | null;
    if (key === 'categories' || key === 'materials') {
      result[key] = namedList(value, { line: line ?? 0, column: name }, lineOf, problem);
      continue;
    }
    const text = sourceText(value);
    if (text === '') continue;
    const field = { line: line ?? 0, column: name, text };
    if (key === 'city' || key === 'pickup') result[key] = PLACES[key](field, problem);
    else if (key === 'story' || key === 'delivery' || key === 'returns')
      result.about = { ...result.about, [key]: paragraphs(text) };
    else result.contacts[key] = CONTACTS[key](field, problem);
  }
  const { phone, email, telegram } = result.contacts;
  if (!phone && !email && !telegram) {
    problems.push({
      file: SHOP_FILE,
      message:
        'напишіть хоча б телефон, пошту або Telegram: інакше покупцям ніяк з вами зв’язатися.',
    });
  }
  return result;
}

/**
 * Each key as the owner's admin enters it (docs/decisions/033-owner-admin.md),
 * under its first name; the rules a form can check are the readers' own.
 */
export const SHOP_FORM: Record<Key, FieldForm> = {
  phone: { kind: 'line', label: 'Телефон', hint: 'З кодом: +380 67 123 45 67.' },
  email: {
    kind: 'line',
    label: 'Пошта',
    pattern: {
      regexp: EMAIL,
      message: 'Напишіть адресу пошти так: shop@gmail.com.',
      accepts: ['shop@gmail.com'],
      refuses: ['shop.gmail.com'],
    },
  },
  address: { kind: 'line', label: 'Адреса' },
  hours: { kind: 'line', label: 'Години роботи', hint: 'Пн–Пт, 10:00–18:00' },
  telegram: { kind: 'line', label: 'Telegram', hint: 'Ім’я користувача: @bon_vintage_ua' },
  whatsapp: { kind: 'line', label: 'WhatsApp', hint: 'Номер з кодом: +380 67 123 45 67' },
  viber: { kind: 'line', label: 'Viber', hint: 'Номер з кодом: +380 67 123 45 67' },
  instagram: { kind: 'line', label: 'Instagram', hint: 'https://www.instagram.com/…' },
  etsy: { kind: 'line', label: 'Etsy', hint: 'https://www.etsy.com/shop/…' },
  pinterest: { kind: 'line', label: 'Pinterest', hint: 'https://www.pinterest.com/…' },
  city: {
    kind: 'line',
    label: 'Місто',
    pattern: {
      regexp: CITY,
      message: 'Напишіть лише назву міста, наприклад: Київ.',
      accepts: ['Київ', 'Івано-Франківськ'],
      refuses: ['Київ, вул. Хрещатик 1'],
    },
  },
  pickup: {
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
  story: { kind: 'text', label: 'Про нас', hint: 'Абзаци розділяйте порожнім рядком.' },
  delivery: { kind: 'text', label: 'Доставка' },
  returns: { kind: 'text', label: 'Повернення' },
  categories: {
    kind: 'lines',
    label: 'Свої категорії',
    hint: 'Лише якщо звичні категорії сайту не підходять вашим товарам.',
  },
  materials: {
    kind: 'lines',
    label: 'Свої матеріали',
    hint: 'Лише якщо звичні матеріали сайту не підходять вашим товарам.',
  },
};

/**
 * A key's name in shop.yaml as the admin writes it: its first that Sveltia
 * takes for a field's name (one word: `історія`, not `про нас`).
 */
export const shopKeyName = (key: Key): string =>
  KEYS[key].find((name) => /^[\p{L}\p{N}_-]+$/u.test(name))!;

export type ShopKey = Key;
