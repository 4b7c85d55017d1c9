import { SHOP } from './shop';
import type { ShopProfiles } from './shop-config';

/**
 * The shop's addresses outside the site (docs/decisions/004-footer.md): made
 * from the owner's contacts in shop.yaml (docs/owner-catalogue.md), or the
 * sample shop's. An address the owner has not given is '' and is not shown.
 * External links open in a new tab with rel="noopener noreferrer".
 */
const { profiles } = SHOP;

export const SOCIAL_LINKS = {
  marketplace: { label: 'Etsy', href: profiles.etsy },
  photoNetwork: { label: 'Instagram', href: profiles.instagram },
  pinterest: { label: 'Pinterest', href: profiles.pinterest },
} as const satisfies Record<string, { label: string; href: string }>;

export type SocialNetwork = keyof typeof SOCIAL_LINKS;

/** The profile each network links to: a profile no network links to is a type error below. */
interface LinkedProfiles {
  marketplace: 'etsy';
  photoNetwork: 'instagram';
  pinterest: 'pinterest';
}
type Unlinked = Exclude<keyof ShopProfiles, LinkedProfiles[SocialNetwork]>;
export type EveryProfileLinked = [Unlinked] extends [never] ? true : { unlinked: Unlinked };
true satisfies EveryProfileLinked;

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
