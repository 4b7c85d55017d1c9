import { phoneDigits } from '../lib/phone';
import { CONTACTS as contacts } from './contacts';
import { EXTERNAL_LINK_REL } from './links';
import type { ShopContacts } from './shop-config';

/**
 * The owner's phone and messengers (shop.yaml, docs/owner-catalogue.md) as
 * links that call, open a chat or carry a message. Apart from links.ts, whose
 * profiles the header and footer show: only the pages that list them load this.
 */

/** A way to write to the owner: a messenger, or `email` for a letter. */
export type Channel = 'Telegram' | 'Viber' | 'WhatsApp' | 'email';

interface ChannelWay {
  /** The owner's account on it, '' when shop.yaml gives none. */
  account: (shop: ShopContacts) => string;
  /** A link that opens a chat with the owner, '' for a channel that has no chat (email). */
  chat: (account: string) => string;
  /** A link that opens a message to the owner holding `body` (encoded), and `subject` where it has one. */
  message: (account: string, subject: string, body: string) => string;
  /** Whether the message link carries the text; when not, the visitor has to paste it. */
  carriesText: boolean;
  /** A web address opens in a new tab; an app's scheme (`viber:`, `mailto:`) opens where it is. */
  newTab: boolean;
  /** Its button under a shown order, or null: an order does not go this way. */
  sendOrder: string | null;
  /** Its link under `Запитати про цю річ` on a product page. */
  ask: string;
  /** Its name in the owner's figures: `Замовлення: Telegram`, `Питання: Лист` (src/shared/figures/). */
  figure: string;
}

/**
 * Every channel once: adding one is one entry here (and its account in
 * shop.yaml), and the type checker names every column it must decide.
 */
export const CHANNELS = {
  Telegram: {
    account: (shop) => shop.telegram,
    chat: (account) => `https://t.me/${account}`,
    message: (account, _subject, body) => `https://t.me/${account}?text=${body}`,
    carriesText: true,
    newTab: true,
    sendOrder: 'Надіслати в Telegram',
    ask: 'Запитати у Telegram',
    figure: 'Telegram',
  },
  Viber: {
    account: (shop) => shop.viber,
    chat: (account) => `viber://chat?number=%2B${account}`,
    // Viber documents no link that opens a chat with a number and a text in
    // it (its documented `draft`/`text` are for bots and public accounts):
    // the chat opens empty, and the page copies the text for the visitor to paste.
    message: (account) => `viber://chat?number=%2B${account}`,
    carriesText: false,
    newTab: false,
    // An order goes where its text arrives in the link: not to Viber.
    sendOrder: null,
    ask: 'Запитати у Viber',
    figure: 'Viber',
  },
  WhatsApp: {
    account: (shop) => shop.whatsapp,
    chat: (account) => `https://wa.me/${account}`,
    message: (account, _subject, body) => `https://wa.me/${account}?text=${body}`,
    carriesText: true,
    newTab: true,
    sendOrder: 'Надіслати у WhatsApp',
    ask: 'Запитати у WhatsApp',
    figure: 'WhatsApp',
  },
  email: {
    account: (shop) => shop.email,
    chat: () => '',
    message: (account, subject, body) =>
      `mailto:${account}?subject=${encodeURIComponent(subject)}&body=${body}`,
    carriesText: true,
    newTab: false,
    sendOrder: 'Надіслати листом',
    ask: 'Запитати листом',
    figure: 'Лист',
  },
} as const satisfies Record<Channel, ChannelWay>;

const CHANNEL_NAMES = Object.keys(CHANNELS) as Channel[];

/** A link to the owner, with what the table says of its channel. */
export interface ChannelLink {
  channel: Channel;
  href: string;
  newTab: boolean;
  carriesText: boolean;
}

/** The messengers the owner answers in, each with a link that opens a chat. */
export const MESSENGER_LINKS: readonly ChannelLink[] = CHANNEL_NAMES.flatMap((channel) => {
  const way: ChannelWay = CHANNELS[channel];
  const account = way.account(contacts);
  const href = account && way.chat(account);
  return href ? [{ channel, href, newTab: way.newTab, carriesText: false }] : [];
});

/** The shop's phone as a `tel:` link, or '' when it has none. */
export const PHONE_HREF = contacts.phone ? `tel:+${phoneDigits(contacts.phone) ?? ''}` : '';

/**
 * `text` as a message to the owner in each of their channels set in
 * shop.yaml (docs/owner-catalogue.md), a letter with `subject`: the order and
 * a question about a piece are sent this way, the shop having no server.
 */
export function messageLinks(shop: ShopContacts, subject: string, text: string): ChannelLink[] {
  const body = encodeURIComponent(text);
  return CHANNEL_NAMES.flatMap((channel) => {
    const way: ChannelWay = CHANNELS[channel];
    const account = way.account(shop);
    return account
      ? [
          {
            channel,
            href: way.message(account, subject, body),
            newTab: way.newTab,
            carriesText: way.carriesText,
          },
        ]
      : [];
  });
}

/** The attributes that open a link in a new tab where its channel says so. */
export function opening(link: { newTab: boolean }): { target?: string; rel?: string } {
  return link.newTab ? { target: '_blank', rel: EXTERNAL_LINK_REL } : {};
}
