import X from 'lucide-react/icons/x';
import { focusInView } from '../../shared/lib/focus-in-view';
import { useFocusAfterRemoval } from '../../shared/lib/use-focus-after-removal';
import styles from './chosen-filters.module.css';
import { catalogText } from './catalog-text';

export interface ChosenFilter {
  /** Stable for as long as the filter is chosen: what focus follows when one goes. */
  key: string;
  label: string;
  remove: () => void;
}

function chipOf(element: Element): string | null {
  return element.closest<HTMLElement>('[data-chosen-filter]')?.dataset.chosenFilter ?? null;
}

function focusChip(key: string): boolean {
  const button = document.querySelector<HTMLElement>(`[data-chosen-filter="${CSS.escape(key)}"]`);
  if (button) focusInView(button);
  return button !== null;
}

/**
 * What the visitor has chosen, above the results: one button a filter that
 * takes it back, and one that takes them all back. After a removal focus
 * goes to the next filter, or the page's heading when none is left.
 */
export function ChosenFilters({
  filters,
  onResetAll,
}: {
  filters: readonly ChosenFilter[];
  onResetAll: () => void;
}) {
  const t = catalogText.chosen;
  useFocusAfterRemoval(
    filters.map((filter) => filter.key),
    chipOf,
    focusChip,
  );
  if (filters.length === 0) return null;
  return (
    <div className={styles.chosen}>
      <ul aria-label={t.label} className={styles.list}>
        {filters.map((filter) => (
          <li key={filter.key}>
            <button
              type="button"
              className={styles.chip}
              data-chosen-filter={filter.key}
              aria-label={t.remove(filter.label)}
              onClick={filter.remove}
            >
              {filter.label}
              <X aria-hidden="true" className={styles.icon} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={styles.resetAll} onClick={onResetAll}>
        {t.resetAll}
      </button>
    </div>
  );
}
