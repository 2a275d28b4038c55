import type { TInquiryPublicCard } from '@academy/contracts';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { CategoryTabs, tabIdOf } from './CategoryTabs';
import { InquiryBoardResults } from './InquiryBoardResults';
import styles from './Inquiries.module.css';
import { NicknameSearch } from './NicknameSearch';
import { useInquiryBoard } from './use-inquiry-board';

// The password modal (its form, validation and the check request) loads when a card is opened:
// the board's first render does not wait for it, nor evaluates it (docs/performance.md).
const InquiryModal = lazy(() =>
  import('./InquiryModal').then((module) => ({ default: module.InquiryModal })),
);

/**
 * The public inquiry list: a nickname search, category tabs, cards and pages; a card opens the
 * password modal. A new search starts again at page 1.
 */
export function InquiryBoard() {
  const t = useT();
  const copy = t.inquiries.check;
  const { nickname, filter, list, setPage, changeFilter, search, toOpen, forgetOpen } =
    useInquiryBoard();
  const [picked, setOpened] = useState<TInquiryPublicCard | null>(null);
  const opened = picked ?? toOpen;
  const close = () => {
    setOpened(null);
    forgetOpen();
  };
  const panelId = useId();
  const searchInput = useRef<HTMLInputElement>(null);

  const clearSearch = () => {
    search('');
    searchInput.current?.focus();
  };

  return (
    <section className={styles.board} aria-labelledby="inquiry-list-title">
      <div className={styles.boardHeader}>
        <h2 id="inquiry-list-title" className={styles.boardTitle}>
          {copy.listHeading}
        </h2>
        <Link to={paths.contact} className={styles.writeLink}>
          {copy.writeLink}
        </Link>
      </div>
      <p className={styles.muted}>{copy.listLead}</p>
      <NicknameSearch value={nickname} onSearch={search} inputRef={searchInput} />
      {nickname && (
        <div className={styles.searchSummary}>
          <p role="status">
            {list.data && !list.isPlaceholderData
              ? format(copy.searchSummary, { nickname, count: list.data.pagination.total })
              : ''}
          </p>
          <button type="button" className={styles.pageButton} onClick={clearSearch}>
            {copy.clearSearch}
          </button>
        </div>
      )}
      <CategoryTabs
        value={filter}
        counts={list.data?.counts ?? null}
        panelId={panelId}
        onChange={changeFilter}
      />
      <div
        id={panelId}
        role="tabpanel"
        aria-labelledby={tabIdOf(filter)}
        aria-busy={list.isFetching || undefined}
        className={styles.panel}
      >
        <InquiryBoardResults list={list} nickname={nickname} onOpen={setOpened} onPage={setPage} />
      </div>
      {opened && (
        <Suspense fallback={null}>
          <InquiryModal key={opened.contactId} card={opened} onClose={close} />
        </Suspense>
      )}
    </section>
  );
}
