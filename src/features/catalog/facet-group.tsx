import { useEffect, useId, useRef } from 'react';
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
}: FacetGroupProps<V>) {
  const id = useId();
  const listRef = useRef<HTMLUListElement>(null);
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
      <ul ref={listRef} className={styles.options}>
        {options.map((option, index) => {
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
    </fieldset>
  );
}
