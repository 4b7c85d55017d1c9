import { phoneDigits } from '../lib/phone';
import { CONTACTS as contacts } from './contacts';

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
