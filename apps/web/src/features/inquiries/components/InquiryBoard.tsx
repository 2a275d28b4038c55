import type { TContactPublicCard } from '@academy/contracts';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { usePublicContacts } from '../api/get-public-contacts';
import type { TContactFilter } from '../api/get-public-contacts';
import { CategoryTabs, tabIdOf } from './CategoryTabs';
import { InquiryCard } from './InquiryCard';
import { InquiryModal } from './InquiryModal';
import styles from './Inquiries.module.css';
import { Pagination } from './Pagination';

/** The public inquiry list: category tabs, cards and pages; a card opens the password modal. */
export function InquiryBoard() {
  const t = useT();
  const copy = t.inquiries.check;
  const [filter, setFilter] = useState<TContactFilter>('all');
  const [page, setPage] = useState(1);
  const [opened, setOpened] = useState<TContactPublicCard | null>(null);
  const panelId = useId();
  const list = usePublicContacts({ category: filter, page });

  const changeFilter = (next: TContactFilter) => {
    setFilter(next);
    setPage(1);
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
          <p className={styles.empty}>{copy.empty}</p>
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
