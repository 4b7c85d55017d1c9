import { ukrainianSlug } from './slug.ts';
import { eraGroup } from '../src/shared/catalogue/parse-era.ts';
import type { Named } from '../src/shared/config/shop-config.ts';

/**
 * The values of the catalogue's facets that come from the goods themselves,
 * not from the shop's lists (src/features/catalog/facets.ts): the eras'
 * groups, in time, and the makers, in Ukrainian alphabetical order, each
 * with a Latin slug for the address. Made at build time and shipped as
 * `virtual:catalogue-facets`, which only the catalogue loads.
 */
export interface GoodsFacetValues {
  era: Named[];
  maker: Named[];
}

interface Detailed {
  era?: string;
  maker?: string;
}

/** Names with slugs that are unique and never empty (`-2` for a second that slugifies alike). */
function withSlugs(names: readonly string[]): Named[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const base = ukrainianSlug(name) || 'x';
    let slug = base;
    for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
    taken.add(slug);
    return { name, slug };
  });
}

export function goodsFacetValues(goods: readonly Detailed[]): GoodsFacetValues {
  const groups = new Map<string, number>();
  const makers = new Set<string>();
  for (const { era, maker } of goods) {
    const group = era ? eraGroup(era) : undefined;
    if (group) groups.set(group.name, group.order);
    if (maker) makers.add(maker);
  }
  const collator = new Intl.Collator('uk', { sensitivity: 'base', numeric: true });
  return {
    era: withSlugs([...groups].sort((a, b) => a[1] - b[1]).map(([name]) => name)),
    maker: withSlugs([...makers].sort(collator.compare)),
  };
}
