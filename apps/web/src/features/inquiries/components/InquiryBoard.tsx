import { TEXT_LIMITS } from '@academy/contracts';
import type { TContactPublicCard } from '@academy/contracts';
import { useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { usePublicContacts } from '../api/get-public-contacts';
import type { TContactFilter } from '../api/get-public-contacts';
import { CategoryTabs, tabIdOf } from './CategoryTabs';
import { InquiryCard } from './InquiryCard';
import { InquiryModal } from './InquiryModal';
import styles from './Inquiries.module.css';
import { NicknameSearch } from './NicknameSearch';
import { Pagination } from './Pagination';

/** The query parameter that keeps the nickname search across a reload or a shared link. */
const NICKNAME_PARAM = 'nickname';

/** The searched nickname in the address, as the API takes it (trimmed, at most a nickname long). */
function nicknameIn(params: URLSearchParams): string {
  return (params.get(NICKNAME_PARAM) ?? '').trim().slice(0, TEXT_LIMITS.NICKNAME);
}

/**
 * The public inquiry list: a nickname search, category tabs, cards and pages; a card opens the
 * password modal. A new search starts again at page 1.
 */
export function InquiryBoard() {
  const t = useT();
  const copy = t.inquiries.check;
  const [params, setParams] = useSearchParams();
  const nickname = nicknameIn(params);
  const [filter, setFilter] = useState<TContactFilter>('all');
  const [paging, setPaging] = useState({ nickname, page: 1 });
  const page = paging.nickname === nickname ? paging.page : 1;
  const [opened, setOpened] = useState<TContactPublicCard | null>(null);
  const panelId = useId();
  const searchInput = useRef<HTMLInputElement>(null);
  const list = usePublicContacts({ category: filter, page, nickname });

  const setPage = (next: number) => setPaging({ nickname, page: next });
  const changeFilter = (next: TContactFilter) => {
    setFilter(next);
    setPage(1);
  };
  const search = (next: string) => {
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set(NICKNAME_PARAM, next);
      else updated.delete(NICKNAME_PARAM);
      return updated;
    });
    setPaging({ nickname: next, page: 1 });
  };
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
        {list.isPending ? (
          <p className={styles.muted} role="status">
            {copy.loading}
          </p>
        ) : list.isError ? (
          <div className={styles.problem} role="alert">
            <p>{copy.loadFailed}</p>
            <button type="button" className={styles.pageButton} onClick={() => void list.refetch()}>
              {copy.retry}
            </button>
          </div>
        ) : list.data.contacts.length === 0 ? (
          <p className={styles.empty}>
            {nickname ? format(copy.searchEmpty, { nickname }) : copy.empty}
          </p>
        ) : (
          <>
            <ul className={styles.cards}>
              {list.data.contacts.map((card) => (
                <li key={card.contactId}>
                  <InquiryCard card={card} onOpen={setOpened} />
                </li>
              ))}
            </ul>
            <Pagination
              page={list.data.pagination.page}
              totalPages={list.data.pagination.totalPages}
              onChange={setPage}
            />
          </>
        )}
      </div>
      {opened && (
        <InquiryModal key={opened.contactId} card={opened} onClose={() => setOpened(null)} />
      )}
    </section>
  );
}
