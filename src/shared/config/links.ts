import { SHOP } from './shop';
import type { ShopProfiles } from './shop-config';

/**
 * The shop's addresses outside the site (docs/decisions/004-footer.md): made
 * from the owner's contacts in shop.yaml (docs/owner-catalogue.md), or the
 * sample shop's. An address the owner has not given is '' and is not shown.
 * External links open in a new tab with rel="noopener noreferrer".
 */
const { profiles } = SHOP;

/** The networks the icons stand for, and the profile each links to: every profile has one. */
const NETWORKS = {
  marketplace: { label: 'Etsy', profile: 'etsy' },
  photoNetwork: { label: 'Instagram', profile: 'instagram' },
  pinterest: { label: 'Pinterest', profile: 'pinterest' },
} as const satisfies Record<string, { label: string; profile: keyof ShopProfiles }>;

export type SocialNetwork = keyof typeof NETWORKS;

/** A profile no network links to is a type error here. */
type Unlinked = Exclude<keyof ShopProfiles, (typeof NETWORKS)[SocialNetwork]['profile']>;
const everyProfileLinked: [Unlinked] extends [never] ? true : Unlinked = true;
void everyProfileLinked;

export const SOCIAL_LINKS = Object.fromEntries(
  Object.entries(NETWORKS).map(([network, { label, profile }]) => [
    network,
    { label, href: profiles[profile] },
  ]),
) as Record<SocialNetwork, { label: string; href: string }>;

export const EXTERNAL_LINK_REL = 'noopener noreferrer';
