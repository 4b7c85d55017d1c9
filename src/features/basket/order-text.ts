import { formatPrice, parsePrice } from '../../shared/lib/format-price';
import type { ShopContacts } from '../../shared/config/shop-config';
import { CHANNELS, messageLinks, type ChannelLink } from '../../shared/config/contact-links';
import { SHOP } from '../../shared/config/shop';
import { uk } from '../../shared/i18n/uk';
import { initials } from '../../shared/lib/ukrainian-latin';
import { PICKUP } from './order-options';
import type { OrderDetails } from './order-schema';

/**
 * The order as the owner receives it (docs/architecture.md, "Basket and
 * order"): plain Ukrainian text the visitor sends from their own messenger or
 * mail, since the shop has no server. Every character the visitor typed is
 * kept; the pieces are listed with their prices and addresses; the whole is
 * at most ORDER_TEXT_MAX characters, the pieces' addresses and then the
 * pieces themselves giving way when a long basket would pass it.
 */
export const ORDER_TEXT_MAX = 1500;

export interface OrderPiece {
  id: number;
  title: string;
  /** As the product has it: '1 250'. */
  price: string;
}

export interface Order {
  /** 'BV-261123-205412-K7QM': the shop's initials, the day and time it was made, and four random characters. */
  number: string;
  pieces: readonly OrderPiece[];
  details: OrderDetails;
}

/** The shop's initials (`BV`; an owner's shop its own), which begin its orders' numbers. */
const PREFIX = initials(SHOP.name);

/** Letters and digits that cannot be mistaken for one another (no 0 and O, 1 and I). */
const NUMBER_LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const issued = new Set<string>();

function randomLetters(count: number): string {
  const bytes = crypto.getRandomValues(new Uint8Array(count));
  return Array.from(bytes, (byte) => NUMBER_LETTERS[byte % NUMBER_LETTERS.length]).join('');
}

/**
 * The order's number: the moment it is made, in the visitor's time, and four
 * random characters, so that two orders of the same second differ (never
 * twice in one tab; between visitors, one chance in a million).
 */
export function orderNumber(
  date: Date,
  random: (count: number) => string = randomLetters,
  shop: string = PREFIX,
): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(date.getFullYear() % 100)}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  const time = `${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
  for (;;) {
    const number = `${shop ? `${shop}-` : ''}${day}-${time}-${random(4)}`;
    if (!issued.has(number)) {
      issued.add(number);
      return number;
    }
  }
}

/** An order number as orderNumber makes it, or as it was made before it had letters. */
export const ORDER_NUMBER = /^(?:[A-Z0-9]{1,3}-)?\d{6}-\d{6}(?:-[A-Z2-9]{4})?$/;

export function orderTotal(pieces: readonly OrderPiece[]): number {
  return pieces.reduce((sum, piece) => sum + parsePrice(piece.price), 0);
}

export function orderSubject(order: Order): string {
  return `Замовлення ${order.number} — ${uk.brand}`;
}

/** Right-to-left letters, and the marks that reorder text around them. */
const REORDERS =
  /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufefc\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|\ud802[\udc00-\udfff]|\ud803[\udc00-\udfff]|\ud83a[\udc00-\udfff]|\ud83b[\udc00-\udfff]/;

/**
 * The visitor's words in a line of the order's text: where they hold
 * right-to-left text or a mark that reorders, set in a first-strong isolate
 * (U+2068 … U+2069), so that they cannot reorder the words around them; any
 * other text stays exactly as it is.
 */
export function isolated(text: string): string {
  return REORDERS.test(text) ? `\u2068${balanced(text)}\u2069` : text;
}

/**
 * The text with its isolates balanced, so that the isolate it is set in ends
 * where it does: a closing mark (U+2069) with nothing of the text's own to
 * close would close that one early, and is left out; an isolate the text
 * opens and leaves open is closed at its end. The marks are invisible:
 * nothing a person reads changes.
 */
function balanced(text: string): string {
  let open = 0;
  let kept = '';
  for (const char of text) {
    if (char >= '\u2066' && char <= '\u2068') open += 1;
    else if (char === '\u2069') {
      if (open === 0) continue;
      open -= 1;
    }
    kept += char;
  }
  return kept + '\u2069'.repeat(open);
}

/** A detail of the order, as labelled on the form. */
export interface DetailRow {
  label: string;
  value: string;
}

/** The details that say how the order comes and is paid: the shown order, its text and the thanks name them alike. */
export type WayDetails = Pick<
  OrderDetails,
  'delivery' | 'city' | 'address' | 'postcode' | 'payment'
>;

/** How it comes and is paid: pickup has no city nor address, only Ukrposhta a postcode. */
export function wayRows(details: WayDetails): DetailRow[] {
  return [
    { label: 'Доставка', value: details.delivery },
    ...(details.delivery === PICKUP
      ? []
      : [
          { label: 'Місто', value: details.city },
          { label: 'Відділення або адреса', value: details.address },
        ]),
    ...(details.postcode ? [{ label: 'Індекс', value: details.postcode }] : []),
    { label: 'Оплата', value: details.payment },
  ];
}

/** The details: who, how it comes and is paid, and a comment unless blank. */
export function detailRows(details: OrderDetails): DetailRow[] {
  return [
    { label: "Ім'я та прізвище", value: details.name },
    { label: 'Телефон', value: details.phone },
    ...wayRows(details),
    ...(details.comment === '' ? [] : [{ label: 'Коментар', value: details.comment }]),
  ];
}

/** A line break however a browser or a paste wrote it. */
const LINE_BREAK = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/g;

/**
 * The details' lines. The comment is the visitor's free text: it stands
 * apart, below its label, each of its lines quoted with '> ', so that none
 * can pass for a line of the order ('Разом: 1 ₴'). Any other value is one
 * line, whatever line break it came with (the form's check makes it so;
 * this holds for any text given here).
 */
export function detailLines(details: OrderDetails): string[] {
  return detailRows(details).flatMap(({ label, value }) =>
    label === 'Коментар'
      ? [`${label}:`, ...value.split(LINE_BREAK).map((line) => `> ${isolated(line)}`)]
      : [`${label}: ${isolated(value.split(LINE_BREAK).join(' '))}`],
  );
}

/**
 * The order's text. `productAddress` gives a piece's page
 * ('https://…/BON-VINTAGE/catalog/3').
 */
export function orderText(order: Order, productAddress: (id: number) => string): string {
  const head = [`${orderSubject(order)}`, ''];
  const tail = [
    '',
    `Разом: ${formatPrice(orderTotal(order.pieces))} (без доставки: її оплачують за тарифами перевізника)`,
    '',
    ...detailLines(order.details),
  ];
  const piece = (p: OrderPiece, i: number, withAddress: boolean) =>
    `${i + 1}. ${p.title} — ${formatPrice(p.price)}${withAddress ? `\n${productAddress(p.id)}` : ''}`;
  const build = (lines: string[]) => [...head, ...lines, ...tail].join('\n');

  const full = build(order.pieces.map((p, i) => piece(p, i, true)));
  if (full.length <= ORDER_TEXT_MAX) return full;
  const short = build(order.pieces.map((p, i) => piece(p, i, false)));
  if (short.length <= ORDER_TEXT_MAX) return short;
  // Too many pieces even without addresses: as many as fit, and how many more.
  for (let shown = order.pieces.length - 1; shown >= 0; shown -= 1) {
    const rest = order.pieces.length - shown;
    const text = build([
      ...order.pieces.slice(0, shown).map((p, i) => piece(p, i, false)),
      `…і ще ${rest} (номери товарів: ${order.pieces
        .slice(shown)
        .map((p) => p.id)
        .join(', ')})`,
    ]);
    if (text.length <= ORDER_TEXT_MAX) return text;
  }
  return build([`Речей: ${order.pieces.length}`]);
}

export interface SendLink extends ChannelLink {
  label: string;
}

/** The owner's accounts the order can be sent to: those configured in shop.yaml whose channel takes an order. */
export function sendLinks(contacts: ShopContacts, subject: string, text: string): SendLink[] {
  return messageLinks(contacts, subject, text).flatMap((link) => {
    const label = CHANNELS[link.channel].sendOrder;
    return label === null ? [] : [{ ...link, label }];
  });
}
