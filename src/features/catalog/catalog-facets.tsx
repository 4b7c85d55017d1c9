import { SORT_OPTIONS, type SortType } from '../../shared/config/catalog';
import type { FacetKey } from '../../shared/lib/catalog-address';
import type { ReactNode } from 'react';
import type { CatalogViewResult } from './catalog-view';
import { FacetGroup, type FacetOption } from './facet-group';
import { FACETS, type Facet } from './facets';
import { catalogText } from './catalog-text';

interface CatalogFacetsProps {
  sort: SortType | '';
  /** Each facet's chosen value by name, or null. */
  chosen: Readonly<Record<FacetKey, string | null>>;
  counts: Pick<CatalogViewResult, 'facets'>;
  /**
   * The counts are another view's (the one drawn, while the whole list for the
   * chosen one is on its way): values are listed, none counted or disabled, as
   * a figure of another list would contradict the choice.
   */
  countsPending?: boolean;
  onSortChange: (sort: SortType | '') => void;
  onFacetChange: (key: FacetKey, value: string | null) => void;
  /** Drawn after the sort, where a shopper looks first: the price range. */
  afterSort?: ReactNode;
  facets?: readonly Facet[];
}

// Radios need a string value; '' stands for "none chosen".
const ALL = '' as const;

/**
 * The catalogue's groups (docs/decisions/005-catalogue.md): the sort, then
 * one group a facet of the registry (facets.ts). A value no product has at
 * all (an owner's list names more categories than the goods fill) is not
 * listed; one that would give nothing with the other choices is disabled;
 * the chosen one is always there, enabled (the visitor must still see what
 * is on). A facet with fewer than two values listed has nothing to choose
 * between, and no group; a long one is folded to the values its source
 * says (facet-group.tsx).
 */
export function CatalogFacets({
  sort,
  chosen,
  counts,
  countsPending = false,
  onSortChange,
  onFacetChange,
  afterSort,
  facets = FACETS,
}: CatalogFacetsProps) {
  const sortOptions: FacetOption<SortType | ''>[] = [
    { value: ALL, label: catalogText.noSort },
    ...SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label })),
  ];
  return (
    <>
      <FacetGroup
        legend={catalogText.sortLegend}
        name="sort"
        options={sortOptions}
        value={sort}
        onChange={onSortChange}
      />
      {afterSort}
      {facets.map((facet) => {
        const { held } = counts.facets[facet.key];
        const counted = countsPending ? undefined : counts.facets[facet.key];
        const value = chosen[facet.key];
        const values = facet.values.flatMap(({ name }, place) => {
          if (!held[place] && name !== value) return [];
          const count = counted && (counted.byValue[place] ?? 0);
          return [{ value: name, label: name, count, disabled: count === 0 && name !== value }];
        });
        if (values.length < 2) return null;
        const options: FacetOption<string>[] = [
          { value: ALL, label: facet.all, count: counted?.all },
          ...values,
        ];
        return (
          <FacetGroup
            key={facet.key}
            legend={facet.legend}
            name={facet.key}
            options={options}
            value={value ?? ALL}
            onChange={(next) => onFacetChange(facet.key, next === ALL ? null : next)}
            shown={Number.isFinite(facet.shown) ? facet.shown : undefined}
          />
        );
      })}
    </>
  );
}
