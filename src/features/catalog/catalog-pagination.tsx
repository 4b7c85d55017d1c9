import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { Link, type To } from 'react-router';
import styles from './catalog-pagination.module.css';
import { catalogText } from './catalog-text';

interface CatalogPaginationProps {
  page: number;
  pageCount: number;
  /** Where page n lives (the catalogue keeps the page in the URL). */
  linkTo: (page: number) => To;
  /** Called when the visitor picks a page, e.g. to bring the results' top into view. */
  onNavigate?: () => void;
}

/** Pages to show: all of a few, else the ends and the neighbours of the current one. */
export function pageItems(page: number, pageCount: number): (number | 'gap')[] {
  if (pageCount <= 7) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const wanted = new Set([1, pageCount, page - 1, page, page + 1]);
  if (page <= 3) [2, 3, 4].forEach((n) => wanted.add(n));
  if (page >= pageCount - 2)
    [pageCount - 3, pageCount - 2, pageCount - 1].forEach((n) => wanted.add(n));
  const pages = [...wanted].filter((n) => n >= 1 && n <= pageCount).sort((a, b) => a - b);
  const items: (number | 'gap')[] = [];
  pages.forEach((n, i) => {
    const previous = pages[i - 1];
    if (previous !== undefined && n - previous > 1) items.push('gap');
    items.push(n);
  });
  return items;
}

/** Numbered pages with previous and next (docs/decisions/005-catalogue.md: 12 a page, numbered pagination). */
export function CatalogPagination({ page, pageCount, linkTo, onNavigate }: CatalogPaginationProps) {
  if (pageCount <= 1) return null;
  const common = { preventScrollReset: true, onClick: onNavigate };
  return (
    <nav aria-label={catalogText.pagination} className={styles.pagination}>
      {page > 1 ? (
        <Link
          {...common}
          to={linkTo(page - 1)}
          className={styles.step}
          rel="prev"
          aria-label={catalogText.previousPage}
        >
          <ChevronLeft aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled>
          <ChevronLeft />
        </span>
      )}
      <ol className={styles.pages}>
        {pageItems(page, pageCount).map((item, i) =>
          item === 'gap' ? (
            <li key={`gap-${i}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                {...common}
                to={linkTo(item)}
                className={styles.page}
                aria-current={item === page ? 'page' : undefined}
                aria-label={catalogText.page(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
      </ol>
      {page < pageCount ? (
        <Link
          {...common}
          to={linkTo(page + 1)}
          className={styles.step}
          rel="next"
          aria-label={catalogText.nextPage}
        >
          <ChevronRight aria-hidden="true" />
        </Link>
      ) : (
        <span className={styles.step} aria-hidden="true" data-disabled>
          <ChevronRight />
        </span>
      )}
    </nav>
  );
}
