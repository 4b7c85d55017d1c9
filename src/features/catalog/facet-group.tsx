import { useEffect, useId, useRef, useState } from 'react';
import { catalogText } from './catalog-text';
import styles from './facet-group.module.css';

export interface FacetOption<V extends string> {
  value: V;
  label: string;
  /** How many products choosing it would give; left out for the sort. */
  count?: number;
  disabled?: boolean;
}

interface FacetGroupProps<V extends string> {
  legend: string;
  name: string;
  options: readonly FacetOption<V>[];
  value: V;
  onChange: (value: V) => void;
  /**
   * How many options after the first (the one for no choice) are listed
   * while the group is folded; all when left out (facet-sources.ts says
   * each facet's).
   */
  shown?: number;
}

/** A label as the filter field compares it: case and spacing aside. */
const comparable = (text: string) => text.toLocaleLowerCase('uk').replace(/\s+/g, ' ').trim();

/**
 * The options listed while folded: the first, the `shown` that give the
 * most (ties in the group's order; none that would give nothing) and the
 * chosen one, in the group's order.
 */
function foldedOptions<V extends string>(
  options: readonly FacetOption<V>[],
  value: V,
  shown: number,
): FacetOption<V>[] {
  const [first, ...rest] = options;
  const top = new Set(
    rest
      .filter((option) => !option.disabled)
      .sort((a, b) => (b.count ?? 0) - (a.count ?? 0))
      .slice(0, shown),
  );
  return [first!, ...rest.filter((option) => top.has(option) || option.value === value)];
}

/**
 * One single-choice group of the catalogue (docs/testing.md, "The names tests rely on"): a
 * fieldset of native radios named by their labels; the count is read as the
 * option's description, so the name stays the label alone.
 */
export function FacetGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  shown,
}: FacetGroupProps<V>) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const filterRef = useRef<HTMLInputElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  // A fold that would hide a single option is no fold: the button would take its room.
  const limit = shown ?? Infinity;
  const longerThan = (list: readonly FacetOption<V>[]) => list.length - 1 > limit + 1;
  // A long group lists only what gives something with the other choices (and
  // the chosen value): struck out by the dozen, the rest would bury the few
  // that do. A short one shows them struck out, as every group does.
  const pool = longerThan(options)
    ? options.filter((option, index) => index === 0 || !option.disabled || option.value === value)
    : options;
  const folds = longerThan(pool);
  const wanted = comparable(filter);
  const listed = !folds
    ? pool
    : !expanded
      ? foldedOptions(pool, value, limit)
      : pool.filter(
          (option, index) =>
            index === 0 || option.value === value || comparable(option.label).includes(wanted),
        );
  // Moved once the field is drawn: a press on `Показати всі` is a wish to find one.
  useEffect(() => {
    if (expanded) filterRef.current?.focus();
  }, [expanded]);
  // A radio pressed while React was still taking the page drawn at build time
  // over: React hydrates the group the moment it is pressed, but the browser
  // has checked the radio by then, so React sees no change and would leave
  // it checked above an unfiltered list. What is checked once the group is
  // hydrated is the visitor's choice.
  useEffect(() => {
    const checked = listRef.current?.querySelector<HTMLInputElement>('input:checked');
    if (checked && checked.value !== value) onChange(checked.value as V);
    // Once, as the group is taken over; after that every change comes through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      {folds && expanded && (
        <div className={styles.filter}>
          <label htmlFor={`${id}-filter`} className={styles.filterLabel}>
            {catalogText.fold.filter(legend)}
          </label>
          <input
            ref={filterRef}
            id={`${id}-filter`}
            type="search"
            className={styles.filterField}
            value={filter}
            autoComplete="off"
            aria-describedby={`${id}-found`}
            onChange={(event) => setFilter(event.target.value)}
          />
          {/* Said politely as the visitor types: how many the field leaves. */}
          <p id={`${id}-found`} role="status" className={styles.found}>
            {wanted === '' ? '' : catalogText.fold.found(listed.length - 1, pool.length - 1)}
          </p>
        </div>
      )}
      <ul ref={listRef} id={`${id}-list`} className={styles.options}>
        {listed.map((option) => {
          const index = options.indexOf(option);
          const labelId = `${id}-${index}-label`;
          const countId = `${id}-${index}-count`;
          return (
            <li key={option.value}>
              <label className={styles.option} data-disabled={option.disabled || undefined}>
                <input
                  type="radio"
                  className={styles.radio}
                  name={name}
                  value={option.value}
                  checked={option.value === value}
                  disabled={option.disabled}
                  aria-labelledby={labelId}
                  aria-describedby={option.count === undefined ? undefined : countId}
                  onChange={() => onChange(option.value)}
                />
                <span id={labelId} className={styles.label}>
                  {option.label}
                </span>
                {option.count !== undefined && (
                  <span id={countId} className={styles.count}>
                    {option.count}
                  </span>
                )}
              </label>
            </li>
          );
        })}
      </ul>
      {folds && (
        <button
          type="button"
          className={styles.more}
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          onClick={() => {
            setExpanded(!expanded);
            setFilter('');
          }}
        >
          {expanded ? catalogText.fold.less : catalogText.fold.more(pool.length - 1)}
        </button>
      )}
    </fieldset>
  );
}
