import GOODS_FACETS from 'virtual:catalogue-facets';
import { eraGroup } from '../../shared/catalogue/parse-era';
import { SHOP_FACETS } from '../../shared/config/catalog';
import type { Named } from '../../shared/config/shop-config';
import { FACET_KEYS, type FacetKey, type FacetVocabulary } from '../../shared/lib/catalog-address';
import type { Product } from '../products/types';
import { catalogText } from './catalog-text';

/**
 * The catalogue's facets, one entry each (docs/catalogue-fields.md, "A new
 * facet"): the address (src/shared/lib/catalog-address.ts), the counts
 * (catalog-view.ts), the radio groups, the chips and `Скинути все` all loop
 * over this list, so a facet is an entry here and its key in FACET_KEYS.
 */
export interface Facet {
  key: FacetKey;
  /** Its radio group's name (docs/testing.md: `Категорії`, `Матеріали`). */
  legend: string;
  /** Its option for no choice: `Усі категорії`. */
  all: string;
  /** Its values in the order the group lists them, with their slugs for the address. */
  values: readonly Named[];
  /** A product's value, by name; undefined for a product without one. */
  valueOf: (product: Product) => string | undefined;
  /** What the chip of a chosen value says above the results. */
  chip: (name: string) => string;
}

const asIs = (name: string) => name;

const BY_KEY = {
  category: {
    legend: catalogText.categoriesLegend,
    all: catalogText.allCategories,
    values: SHOP_FACETS.category,
    valueOf: (product) => product.category,
    chip: asIs,
  },
  material: {
    legend: catalogText.materialsLegend,
    all: catalogText.allMaterials,
    values: SHOP_FACETS.material,
    valueOf: (product) => product.material,
    chip: asIs,
  },
  era: {
    legend: catalogText.eraLegend,
    all: catalogText.allEras,
    values: GOODS_FACETS.era,
    valueOf: (product) => (product.era === undefined ? undefined : eraGroup(product.era)?.name),
    chip: catalogText.chosen.era,
  },
  maker: {
    legend: catalogText.makerLegend,
    all: catalogText.allMakers,
    values: GOODS_FACETS.maker,
    valueOf: (product) => product.maker,
    chip: catalogText.chosen.maker,
  },
} satisfies Record<FacetKey, Omit<Facet, 'key'>>;

export const FACETS: readonly Facet[] = FACET_KEYS.map((key) => ({ key, ...BY_KEY[key] }));

/** Every facet's values: what the catalogue reads and writes its addresses with. */
export const FACET_VOCABULARY: FacetVocabulary = Object.fromEntries(
  FACETS.map(({ key, values }) => [key, values]),
);
