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

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
