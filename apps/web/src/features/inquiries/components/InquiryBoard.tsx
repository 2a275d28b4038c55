import type { TInquiryPublicCard } from '@academy/contracts';
import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { CategoryTabs, tabIdOf } from './CategoryTabs';
import { InquiryBoardResults } from './InquiryBoardResults';
import { InquiryModal } from './InquiryModal';
import styles from './Inquiries.module.css';
import { NicknameSearch } from './NicknameSearch';
import { useInquiryBoard } from './use-inquiry-board';

/**
 * The public inquiry list: a nickname search, category tabs, cards and pages; a card opens the
 * password modal. A new search starts again at page 1.
 */
export function InquiryBoard() {
  const t = useT();
  const copy = t.inquiries.check;
  const { nickname, filter, list, setPage, changeFilter, search } = useInquiryBoard();
  const [opened, setOpened] = useState<TInquiryPublicCard | null>(null);
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
        <InquiryModal key={opened.contactId} card={opened} onClose={() => setOpened(null)} />
      )}
    </section>
  );
}
