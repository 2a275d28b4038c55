import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './Inquiries.module.css';

const VISIBLE_PAGES = 5;

/** Up to five page numbers around the current page. */
function pageWindow(page: number, totalPages: number): number[] {
  const first = Math.max(
    1,
    Math.min(page - Math.floor(VISIBLE_PAGES / 2), totalPages - VISIBLE_PAGES + 1),
  );
  const last = Math.min(totalPages, first + VISIBLE_PAGES - 1);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

type TPaginationProps = { page: number; totalPages: number; onChange: (page: number) => void };

export function Pagination({ page, totalPages, onChange }: TPaginationProps) {
  const t = useT();
  const copy = t.inquiries.check;
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={copy.paginationLabel} className={styles.pagination}>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {copy.previousPage}
      </button>
      <ul className={styles.pages}>
        {pageWindow(page, totalPages).map((number) => (
          <li key={number}>
            <button
              type="button"
              className={styles.pageNumber}
              aria-label={format(copy.pageLabel, { page: number })}
              aria-current={number === page ? 'page' : undefined}
              onClick={() => onChange(number)}
            >
              {number}
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={styles.pageButton}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        {copy.nextPage}
      </button>
    </nav>
  );
}
