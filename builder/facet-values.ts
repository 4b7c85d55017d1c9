import { ukrainianSlug } from './slug.ts';
import {
  FACET_SOURCES,
  facetKey,
  type Faceted,
  type FacetValue,
  GOODS_FACET_KEYS,
  type GoodsFacetKey,
  type ListedValue,
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
export type GoodsFacetValues = Record<GoodsFacetKey, ListedValue[]>;

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
 * facetKey) once, as most pieces write it (the first, on a tie); a broader
 * value (a decade's century) whenever a value within it is there.
 */
function valuesOf(key: GoodsFacetKey, goods: readonly Faceted[]): ListedValue[] {
  const found = new Map<string, { value: FacetValue; spellings: Map<string, number> }>();
  for (const piece of goods) {
    for (let value = FACET_SOURCES[key].valueOf(piece); value; value = value.within) {
      const same = facetKey(value.name);
      const entry = found.get(same) ?? { value, spellings: new Map<string, number>() };
      entry.spellings.set(value.name, (entry.spellings.get(value.name) ?? 0) + 1);
      found.set(same, entry);
    }
  }
  const values = [...found.values()].map(({ value, spellings }) => ({
    name: [...spellings].reduce((best, each) => (each[1] > best[1] ? each : best))[0],
    order: value.order,
    within: value.within && facetKey(value.within.name),
  }));
  const nameOf = new Map(values.map(({ name }) => [facetKey(name), name]));
  values.sort((a, b) =>
    a.order === undefined ? collator.compare(a.name, b.name) : a.order - (b.order ?? 0),
  );
  const named = withSlugs(values.map(({ name }) => name));
  return values.map(({ within }, place) =>
    within === undefined ? named[place]! : { ...named[place]!, within: nameOf.get(within)! },
  );
}

export function goodsFacetValues(goods: readonly Faceted[]): GoodsFacetValues {
  return Object.fromEntries(
    GOODS_FACET_KEYS.map((key) => [key, valuesOf(key, goods)]),
  ) as GoodsFacetValues;
}
