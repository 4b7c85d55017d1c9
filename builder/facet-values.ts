import { ukrainianSlug } from './slug.ts';
import {
  FACET_SOURCES,
  facetKey,
  type Faceted,
  type FacetValue,
  GOODS_FACET_KEYS,
  type GoodsFacetKey,
} from '../src/shared/catalogue/facet-sources.ts';
import type { Named } from '../src/shared/config/shop-config.ts';

/**
 * The values of the catalogue's facets that come from the goods themselves,
 * not from the shop's lists (src/shared/catalogue/facet-sources.ts says
 * which): the eras' groups, in time, and the makers, in Ukrainian
 * alphabetical order, each with a Latin slug for the address. Made at build
 * time and shipped as `virtual:catalogue-facets`, which only the catalogue
 * loads.
 */
export type GoodsFacetValues = Record<GoodsFacetKey, Named[]>;

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

const collator = new Intl.Collator('uk', { sensitivity: 'base', numeric: true });

/**
 * One facet's values in the goods, in time where they have a place in it,
 * else alphabetically; a value written in several ways (case, quotes:
 * facetKey) once, as most pieces write it (the first, on a tie).
 */
function valuesOf(key: GoodsFacetKey, goods: readonly Faceted[]): Named[] {
  const found = new Map<string, { value: FacetValue; spellings: Map<string, number> }>();
  for (const piece of goods) {
    const value = FACET_SOURCES[key].valueOf(piece);
    if (!value) continue;
    const same = facetKey(value.name);
    const entry = found.get(same) ?? { value, spellings: new Map<string, number>() };
    entry.spellings.set(value.name, (entry.spellings.get(value.name) ?? 0) + 1);
    found.set(same, entry);
  }
  const chosen = [...found.values()].map(({ value, spellings }) => {
    const [name] = [...spellings].reduce((best, each) => (each[1] > best[1] ? each : best));
    return { ...value, name };
  });
  const ordered = chosen.sort(
    (a, b) =>
      (a.order ?? 0) - (b.order ?? 0) ||
      (a.order === undefined ? collator.compare(a.name, b.name) : 0),
  );
  return withSlugs(ordered.map(({ name }) => name));
}

export function goodsFacetValues(goods: readonly Faceted[]): GoodsFacetValues {
  return Object.fromEntries(
    GOODS_FACET_KEYS.map((key) => [key, valuesOf(key, goods)]),
  ) as GoodsFacetValues;
}
