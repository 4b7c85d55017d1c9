import { formatPrice, parsePrice } from '../../shared/lib/format-price';
import type { ShopContacts } from '../../shared/config/shop-config';
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
  /** 'BV-261123-205412': the day and time it was made. */
  number: string;
  pieces: readonly OrderPiece[];
  details: OrderDetails;
}

/** The order's number from the moment it is made, in the visitor's time. */
export function orderNumber(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  const day = `${two(date.getFullYear() % 100)}${two(date.getMonth() + 1)}${two(date.getDate())}`;
  return `BV-${day}-${two(date.getHours())}${two(date.getMinutes())}${two(date.getSeconds())}`;
}

export function orderTotal(pieces: readonly OrderPiece[]): number {
  return pieces.reduce((sum, piece) => sum + parsePrice(piece.price), 0);
}

export function orderSubject(order: Order): string {
  return `Замовлення ${order.number} — BON VINTAGE`;
}

/** The details' lines, as labelled on the form; pickup has no city nor address, a blank comment none. */
export function detailLines(details: OrderDetails): string[] {
  return [
    `Ім'я та прізвище: ${details.name}`,
    `Телефон: ${details.phone}`,
    `Доставка: ${details.delivery}`,
    ...(details.delivery === PICKUP
      ? []
      : [`Місто: ${details.city}`, `Відділення або адреса: ${details.address}`]),
    `Оплата: ${details.payment}`,
    ...(details.comment.trim() === '' ? [] : [`Коментар: ${details.comment}`]),
  ];
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

export interface SendLink {
  label: string;
  href: string;
}

/** The owner's accounts the order can be sent to, only those configured in shop.yaml. */
export function sendLinks(contacts: ShopContacts, subject: string, text: string): SendLink[] {
  const body = encodeURIComponent(text);
  return [
    {
      label: 'Надіслати в Telegram',
      href: contacts.telegram && `https://t.me/${contacts.telegram}?text=${body}`,
    },
    {
      label: 'Надіслати у WhatsApp',
      href: contacts.whatsapp && `https://wa.me/${contacts.whatsapp}?text=${body}`,
    },
    {
      label: 'Надіслати листом',
      href:
        contacts.email &&
        `mailto:${contacts.email}?subject=${encodeURIComponent(subject)}&body=${body}`,
    },
  ].filter((link) => link.href !== '');
}
