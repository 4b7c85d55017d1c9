import {
  CATEGORIES,
  MATERIALS,
  SORT_OPTIONS,
  type Category,
  type Material,
  type SortType,
} from '../../shared/config/catalog';
import type { ReactNode } from 'react';
import type { CatalogViewResult } from './catalog-view';
import { FacetGroup, type FacetOption } from './facet-group';
import { catalogText } from './catalog-text';

interface CatalogFacetsProps {
  sort: SortType | '';
  category: Category | null;
  material: Material | null;
  counts: Pick<
    CatalogViewResult,
    'categoryCounts' | 'materialCounts' | 'allCategoriesCount' | 'allMaterialsCount'
  >;
  onSortChange: (sort: SortType | '') => void;
  onCategoryChange: (category: Category | null) => void;
  onMaterialChange: (material: Material | null) => void;
  /** Drawn after the sort, where a shopper looks first: the price range. */
  afterSort?: ReactNode;
}

// Radios need a string value; '' stands for "none chosen".
const ALL = '' as const;

/**
 * The three groups of the catalogue (docs/decisions/005-catalogue.md): sort, category,
 * material. An option that would give nothing is disabled, unless it is the
 * one chosen (the visitor must still see what is on).
 */
export function CatalogFacets({
  sort,
  category,
  material,
  counts,
  onSortChange,
  onCategoryChange,
  onMaterialChange,
  afterSort,
}: CatalogFacetsProps) {
  const sortOptions: FacetOption<SortType | ''>[] = [
    { value: ALL, label: catalogText.noSort },
    ...SORT_OPTIONS.map((option) => ({ value: option.value, label: option.label })),
  ];
  const categoryOptions: FacetOption<Category | ''>[] = [
    { value: ALL, label: catalogText.allCategories, count: counts.allCategoriesCount },
    ...CATEGORIES.map((value) => ({
      value,
      label: value,
      count: counts.categoryCounts[value],
      disabled: counts.categoryCounts[value] === 0 && value !== category,
    })),
  ];
  const materialOptions: FacetOption<Material | ''>[] = [
    { value: ALL, label: catalogText.allMaterials, count: counts.allMaterialsCount },
    ...MATERIALS.map((value) => ({
      value,
      label: value,
      count: counts.materialCounts[value],
      disabled: counts.materialCounts[value] === 0 && value !== material,
    })),
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
      <FacetGroup
        legend={catalogText.categoriesLegend}
        name="category"
        options={categoryOptions}
        value={category ?? ALL}
        onChange={(value) => onCategoryChange(value === ALL ? null : value)}
      />
      <FacetGroup
        legend={catalogText.materialsLegend}
        name="material"
        options={materialOptions}
        value={material ?? ALL}
        onChange={(value) => onMaterialChange(value === ALL ? null : value)}
      />
    </>
  );
}
