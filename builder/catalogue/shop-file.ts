import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import slugify from '@sindresorhus/slugify';
import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import {
  SPEC_VOCABULARY,
  type Named,
  type ShopContacts,
} from '../../src/shared/config/shop-config.ts';
import { phoneDigits } from '../../src/shared/lib/phone.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * shop.yaml, the owner's one configuration file (docs/owner-catalogue.md):
 * their contacts, which the footer, the about page and the order read, and,
 * when the spec's lists do not fit their goods, their own categories and
 * materials. Keys in Ukrainian or English; every value is checked, and what
 * is wrong is said with its line, as for the product file.
 */

export const SHOP_FILE = 'shop.yaml';

export interface ShopFile {
  contacts: ShopContacts;
  categories: readonly Named[];
  materials: readonly Named[];
  problems: CatalogueProblem[];
}

type Key = keyof ShopContacts | 'categories' | 'materials';

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
  categories: ['категорії', 'categories'],
  materials: ['матеріали', 'materials'],
};

const keyOf = (name: string): Key | undefined => {
  const plain = name.toLowerCase().replace(/[\s_-]/g, '');
  return (Object.keys(KEYS) as Key[]).find((key) => KEYS[key].includes(plain));
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
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text))
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
    const named = SPEC_NAMES.get(nameKey(written)) ?? { name: written, slug: slugify(written) };
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
  const result: ShopFile = { contacts: { ...NO_CONTACTS }, ...SPEC_VOCABULARY, problems };
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
    result.contacts[key] = CONTACTS[key]({ line: line ?? 0, column: name, text }, problem);
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
