import { pickText } from '@academy/contracts';
import { useLanguage } from '@/i18n/use-language';
import { format } from '@/i18n/format';
import styles from './Pagination.module.css';
import { pageWindow } from './page-window';
import { PAGINATION_TEXT } from './pagination-text';

type TPaginationProps = {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
};

/** Previous/next plus a short window of page numbers; hidden when everything fits on one page. */
export function Pagination({ page, totalPages, onPageChange }: TPaginationProps) {
  const { language } = useLanguage();
  if (totalPages <= 1) return null;
  const text = (key: keyof typeof PAGINATION_TEXT) => pickText(PAGINATION_TEXT[key], language);
  return (
    <nav className={styles.pagination} aria-label={text('label')}>
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
        aria-label={text('previous')}
      >
        ‹
      </button>
      {pageWindow(page, totalPages).map((number) => (
        <button
          key={number}
          type="button"
          className={number === page ? `${styles.page} ${styles.current}` : styles.page}
          onClick={() => onPageChange(number)}
          aria-current={number === page ? 'page' : undefined}
          aria-label={format(text('page'), { page: number })}
        >
          {number}
        </button>
      ))}
      <button
        type="button"
        className={styles.step}
        onClick={() => onPageChange(page + 1)}
        disabled={page >= totalPages}
        aria-label={text('next')}
      >
        ›
      </button>
    </nav>
  );
}
