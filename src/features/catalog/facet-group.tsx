import { useId } from 'react';
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
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{legend}</legend>
      <ul className={styles.options}>
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
