import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument, type Node } from 'yaml';
import type { ShopAbout } from '../../src/shared/config/shop-config.ts';
import { PAYMENT_WAYS } from '../../src/shared/config/payment-ways.ts';
import {
  SHOP_KEYS,
  SHOP_SETTINGS,
  sourceText,
  type ShopFileParts,
  type ShopKey,
  type ShopPart,
  type ShopSetting,
} from './shop-settings.ts';
import type { CatalogueProblem } from './types.ts';

/**
 * What a setting that cannot be read does (CATALOGUE_ON_ERROR, docs/deploy.md):
 * `stop` stops the build on its line; `hold` drops it with a note, and the
 * shop is published without what it feeds (a wrong IBAN, the transfer and
 * its QR; a wrong contact, that contact). Only what leaves the shop unable
 * to be published as honest (no file, no way to reach the shop) stops both.
 */
export type OnShopError = 'stop' | 'hold';

/** Said after a setting's own message when a build that holds leaves it out. */
export const DROPPED = 'Поки це не виправлено, сайт опубліковано без цього рядка.';

/**
 * shop.yaml, the owner's one configuration file (docs/owner-catalogue.md):
 * their contacts, which the footer, the about page and the order read; the
 * shop's city, pickup, story and terms, which are all a visitor is told of
 * them (nothing else names a city or promises anything,
 * docs/decisions/032-an-owners-shop-says-what-shop-yaml-says.md); and, when
 * the spec's lists do not fit their goods, their own categories and
 * materials. Keys in Ukrainian or English; every value is checked, and what
 * is wrong is said with its line, as for the product file. What each key
 * is, and how it is read, is the table of settings (shop-settings.ts); this
 * file reads the YAML around it.
 */

export const SHOP_FILE = 'shop.yaml';

export interface ShopFile {
  /** The parts of the app's shop the file fills (shop-settings.ts, ShopPart). */
  shop: ShopFileParts['shop'];
  contacts: ShopFileParts['contacts'];
  seller: ShopFileParts['seller'];
  /** The about page's words: the file's, and no lead or mission of the sample's. */
  about: ShopAbout;
  problems: CatalogueProblem[];
  /** What the build says without stopping: the law's asks the file leaves out. */
  notes: CatalogueProblem[];
}

const plainKey = (name: string) => name.toLowerCase().replace(/[\s_-]/g, '');

export const keyOf = (name: string): ShopKey | undefined => {
  const plain = plainKey(name);
  return SHOP_KEYS.find((key) => SHOP_SETTINGS[key].names.map(plainKey).includes(plain));
};

/** Every part as it is when the file says nothing: each setting's empty value. */
function emptyParts() {
  const parts = { shop: {}, contacts: {}, seller: {}, about: {} } as Record<
    ShopPart,
    Record<string, unknown>
  >;
  for (const key of SHOP_KEYS) parts[SHOP_SETTINGS[key].shown][key] = SHOP_SETTINGS[key].empty;
  return parts;
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
export function readShopFile(dir: string, onError: OnShopError = 'stop'): ShopFile {
  const problems: CatalogueProblem[] = [];
  const notes: CatalogueProblem[] = [];
  const parts = emptyParts();
  const result = (): ShopFile => ({
    shop: parts.shop as ShopFile['shop'],
    contacts: parts.contacts as ShopFile['contacts'],
    seller: parts.seller as ShopFile['seller'],
    about: { lead: '', mission: [], ...(parts.about as ShopFileParts['about']) },
    problems,
    notes,
  });
  const path = join(dir, SHOP_FILE);
  if (!existsSync(path)) {
    problems.push({
      file: SHOP_FILE,
      message:
        'немає файлу з вашими контактами. Скопіюйте shop.yaml з прикладу (catalogue-example/) і впишіть свій телефон, пошту та профілі.',
    });
    return result();
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
  if (document.errors.length > 0) return result();
  const root = document.contents;
  if (!isMap(root)) {
    problems.push({
      file: SHOP_FILE,
      message: 'файл порожній або не має рядків «назва: значення», як у прикладі.',
    });
    return result();
  }
  /** Where each setting was written, for a problem two settings make together. */
  const written = new Map<ShopKey, { line: number | undefined; name: string; readWell: boolean }>();
  for (const pair of root.items) {
    const keyNode = pair.key as Node | null;
    const name = isScalar(keyNode) ? String(keyNode.value) : '';
    const line = keyNode ? lineOf(keyNode) : undefined;
    // A setting's own problems: each stops the build, or in a build that
    // holds, leaves the setting out with a note (the setting's empty value).
    const own: CatalogueProblem[] = [];
    const problem = (message: string, at = line) =>
      own.push({ file: SHOP_FILE, line: at, column: name, message });
    const settle = () => {
      if (onError === 'stop') problems.push(...own);
      else notes.push(...own.map((found) => ({ ...found, message: `${found.message} ${DROPPED}` })));
      return own.length === 0;
    };
    const key = keyOf(name);
    if (key === undefined) {
      problem(
        `невідома назва. Можна: ${SHOP_KEYS.map((known) => SHOP_SETTINGS[known].names[0]).join(', ')}.`,
      );
      settle();
      continue;
    }
    const setting: ShopSetting<unknown> = SHOP_SETTINGS[key];
    const node = pair.value as Node | null;
    const text = sourceText(node);
    if (text === '' && !setting.readsEmpty) continue;
    const value = setting.read({ text, node, line: line ?? 0, lineOf }, problem);
    const readWell = settle();
    written.set(key, { line, name, readWell });
    if (!readWell && onError === 'hold') continue;
    parts[setting.shown][key] = value;
    const note = setting.note?.(value);
    if (note) notes.push({ file: SHOP_FILE, line, column: name, message: note });
  }
  const { phone, email, telegram } = parts.contacts as ShopFile['contacts'];
  if (!phone && !email && !telegram) {
    problems.push({
      file: SHOP_FILE,
      message:
        'напишіть хоча б телефон, пошту або Telegram: інакше покупцям ніяк з вами зв’язатися.',
    });
  }
  const seller = parts.seller as ShopFile['seller'];
  const { legalName, iban, payments } = seller;
  // A way that needs an account, offered without one: the buyer would find no QR.
  const needsIban = payments.filter((key) => PAYMENT_WAYS[key].needsIban);
  const at = written.get('payments');
  const ibanAt = written.get('iban');
  const named = `«${needsIban.map((key) => PAYMENT_WAYS[key].label).join('», «')}»`;
  const others = payments.filter((key) => !PAYMENT_WAYS[key].needsIban);
  if (!iban && needsIban.length > 0 && ibanAt && !ibanAt.readWell && others.length > 0) {
    // An IBAN that could not be read (a build that holds): the other ways go on.
    seller.payments = others;
    notes.push({
      file: SHOP_FILE,
      line: ibanAt.line,
      column: ibanAt.name,
      message: `${named} не показано покупцям, доки IBAN не виправлено: без нього немає QR для оплати.`,
    });
  } else if (at?.readWell && !iban && needsIban.length > 0)
    problems.push({
      file: SHOP_FILE,
      line: at.line,
      column: at.name,
      message: `${named} потребує рахунку: допишіть рядок \`iban\` або приберіть цей спосіб з оплати.`,
    });
  if (!legalName)
    notes.push({
      file: SHOP_FILE,
      column: SHOP_SETTINGS.legalName.names[0],
      message:
        'продавця не названо: закон про електронну комерцію вимагає назвати на сайті продавця (ПІБ ФОП чи назву, код, адресу, пошту). Заповніть «Продавець», «Код (РНОКПП або ЄДРПОУ)» і «Адреса» (у shop.yaml — рядки `продавець`, `код`, `адреса`) — сайт покаже їх у розділі «Продавець» сторінки «Про нас», куди веде посилання внизу кожної сторінки.',
    });
  return result();
}
