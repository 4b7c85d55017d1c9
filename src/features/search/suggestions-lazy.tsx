import { useEffect, useMemo } from 'react';
import { uk } from '../../shared/i18n/uk';
import { formatPrice } from '../../shared/lib/format-price';
import { pluralize } from '../../shared/lib/plural';
import { PICTURE_SIZES, ProductImage } from '../products/product-image';
import { useProducts } from '../products/use-products';
import { Highlight } from './highlight';
import { suggestionsFor } from './suggestions-engine';
import type { SuggestionOption, SuggestionsState } from './use-suggestions';
import styles from './search-combobox.module.css';

/*
 * The part of the header's suggestions that loads on the first focus of the
 * field: the engine (MiniSearch), the product list's query and the
 * options' drawing. The combobox's state and keys stay in the first load.
 */

interface SuggestionsSourceProps {
  query: string;
  onChange: (state: SuggestionsState) => void;
}

/**
 * Renders nothing: reads the product list (useProducts, the shared
 * ['products', 250] query) and reports the suggestions for the query.
 */
export function SuggestionsSource({ query, onChange }: SuggestionsSourceProps) {
  const { products } = useProducts();
  const state = useMemo<SuggestionsState | null>(
    () =>
      products === undefined
        ? null
        : { query, suggestions: suggestionsFor(products, query), ready: true },
    [products, query],
  );
  useEffect(() => {
    if (state !== null) onChange(state);
  }, [state, onChange]);
  return null;
}

interface SuggestionOptionsProps {
  /** Products first, then categories; `productCount` says where the categories start. */
  options: readonly SuggestionOption[];
  productCount: number;
  activeIndex: number;
  /** What the highlight marks: the query as searched (corrected when the layout was fixed). */
  searched: string;
  productsLabelId: string;
  categoriesLabelId: string;
  onChoose: (option: SuggestionOption) => void;
}

/** The listbox's groups and options (APG, listbox with grouped options). */
export function SuggestionOptions({
  options,
  productCount,
  activeIndex,
  searched,
  productsLabelId,
  categoriesLabelId,
  onChoose,
}: SuggestionOptionsProps) {
  function renderOption(option: SuggestionOption, index: number) {
    const isActive = index === activeIndex;
    return (
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- a combobox option: the keys stay in the input, which points at it with aria-activedescendant.
      <li
        key={option.id}
        id={option.id}
        role="option"
        aria-selected={isActive}
        className={styles.option}
        data-active={isActive || undefined}
        // Keeps the focus in the input, so its blur does not close the list before the click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => onChoose(option)}
      >
        {option.kind === 'product' ? (
          <>
            <span className={styles.thumb}>
              <ProductImage
                src={option.product.mainImage}
                sources={option.product.mainImageSources}
                sizes={PICTURE_SIZES.thumb}
                placeholder={false}
                alt=""
              />
            </span>
            <span className={styles.text}>
              <span className={styles.title}>
                <Highlight text={option.product.title} query={searched} />
              </span>{' '}
              <span className={styles.meta}>{formatPrice(option.product.price)}</span>
            </span>
          </>
        ) : (
          <span className={styles.text}>
            <span className={styles.title}>
              <Highlight text={option.category} query={searched} />
            </span>{' '}
            <span className={styles.meta}>
              {pluralize(option.count, uk.searchSuggestions.categoryCount)}
            </span>
          </span>
        )}
      </li>
    );
  }

  return (
    <>
      {productCount > 0 && (
        <ul role="group" aria-labelledby={productsLabelId} className={styles.group}>
          <li role="presentation" id={productsLabelId} className={styles.groupLabel}>
            {uk.searchSuggestions.products}
          </li>
          {options.slice(0, productCount).map((option, index) => renderOption(option, index))}
        </ul>
      )}
      {options.length > productCount && (
        <ul role="group" aria-labelledby={categoriesLabelId} className={styles.group}>
          <li role="presentation" id={categoriesLabelId} className={styles.groupLabel}>
            {uk.searchSuggestions.categories}
          </li>
          {options
            .slice(productCount)
            .map((option, index) => renderOption(option, productCount + index))}
        </ul>
      )}
    </>
  );
}
