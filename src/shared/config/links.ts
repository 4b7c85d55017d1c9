import { phoneDigits } from '../lib/phone';
import { SHOP } from './shop';

/**
 * The shop's addresses outside the site (docs/decisions/footer.md): made
 * from the owner's contacts in shop.yaml (docs/owner-catalogue.md), or the
 * sample shop's. An address the owner has not given is '' and is not shown.
 * External links open in a new tab with rel="noopener noreferrer".
 */
const { contacts } = SHOP;

export const SOCIAL_LINKS = {
  marketplace: { label: 'Etsy', href: contacts.etsy },
  photoNetwork: { label: 'Instagram', href: contacts.instagram },
  pinterest: { label: 'Pinterest', href: contacts.pinterest },
} as const;

export type SocialNetwork = keyof typeof SOCIAL_LINKS;

/** The messengers the owner answers in, each with a link that opens a chat. */
export const MESSENGER_LINKS: readonly { label: string; href: string }[] = [
  { label: 'Telegram', href: contacts.telegram && `https://t.me/${contacts.telegram}` },
  { label: 'Viber', href: contacts.viber && `viber://chat?number=%2B${contacts.viber}` },
  { label: 'WhatsApp', href: contacts.whatsapp && `https://wa.me/${contacts.whatsapp}` },
].filter(({ href }) => href !== '');

/** The shop's phone as a `tel:` link, or '' when it has none. */
export const PHONE_HREF = contacts.phone ? `tel:+${phoneDigits(contacts.phone) ?? ''}` : '';

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
