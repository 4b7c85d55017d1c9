/**
 * The shop's addresses outside the site (docs/decisions/footer.md): one place to
 * change them. External links open in a new tab with rel="noopener noreferrer".
 */
export const SOCIAL_LINKS = {
  marketplace: { label: 'Etsy', href: 'https://www.etsy.com/shop/BonVintageUA' },
  photoNetwork: { label: 'Instagram', href: 'https://www.instagram.com/bon_vintage_ua/' },
  pinterest: { label: 'Pinterest', href: 'https://www.pinterest.com/bonvintageua/' },
} as const;

export type SocialNetwork = keyof typeof SOCIAL_LINKS;

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
