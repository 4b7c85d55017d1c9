import { phoneDigits } from '../lib/phone';
import { CONTACTS as contacts } from './contacts';
import type { ShopContacts } from './shop-config';

/**
 * The owner's phone and messengers (shop.yaml, docs/owner-catalogue.md) as
 * links that call or open a chat. Apart from links.ts, whose profiles the
 * header and footer show: only the pages that list them load this.
 */

/** The messengers the owner answers in, each with a link that opens a chat. */
export const MESSENGER_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Telegram', href: contacts.telegram && `https://t.me/${contacts.telegram}` },
  { label: 'Viber', href: contacts.viber && `viber://chat?number=%2B${contacts.viber}` },
  { label: 'WhatsApp', href: contacts.whatsapp && `https://wa.me/${contacts.whatsapp}` },
].filter(({ href }) => href !== '');

/** The shop's phone as a `tel:` link, or '' when it has none. */
export const PHONE_HREF = contacts.phone ? `tel:+${phoneDigits(contacts.phone) ?? ''}` : '';

/** A message to the owner, ready in one of their messengers or in a letter. */
export interface MessageLink {
  /** `Telegram`, `Viber`, `WhatsApp`, or `email` for a letter. */
  channel: 'Telegram' | 'Viber' | 'WhatsApp' | 'email';
  href: string;
}

/**
 * `text` as a message to the owner in each of their messengers set in
 * shop.yaml (docs/owner-catalogue.md), and as a letter with `subject`: the
 * order and a question about a piece are sent this way, the shop having no
 * server.
 */
export function messageLinks(shop: ShopContacts, subject: string, text: string): MessageLink[] {
  const body = encodeURIComponent(text);
  const links: MessageLink[] = [
    { channel: 'Telegram', href: shop.telegram && `https://t.me/${shop.telegram}?text=${body}` },
    {
      channel: 'Viber',
      href: shop.viber && `viber://chat?number=%2B${shop.viber}&draft=${body}`,
    },
    { channel: 'WhatsApp', href: shop.whatsapp && `https://wa.me/${shop.whatsapp}?text=${body}` },
    {
      channel: 'email',
      href:
        shop.email && `mailto:${shop.email}?subject=${encodeURIComponent(subject)}&body=${body}`,
    },
  ];
  return links.filter(({ href }) => href !== '');
}
