import type { TInquiryPublicCard } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import type { usePublicInquiries } from '../api/get-public-inquiries';
import { InquiryCard } from './InquiryCard';
import styles from './Inquiries.module.css';
import { Pagination } from './Pagination';

type TInquiryBoardResultsProps = {
  list: ReturnType<typeof usePublicInquiries>;
  nickname: string;
  onOpen: (card: TInquiryPublicCard) => void;
  onPage: (page: number) => void;
};

/** The tab panel's content: loading, a failure to retry, nothing found, or the cards and pages. */
export function InquiryBoardResults({ list, nickname, onOpen, onPage }: TInquiryBoardResultsProps) {
  const copy = useT().inquiries.check;
  if (list.isPending) {
    return (
      <p className={styles.muted} role="status">
        {copy.loading}
      </p>
    );
  }
  if (list.isError) {
    return (
      <div className={styles.problem} role="alert">
        <p>{copy.loadFailed}</p>
        <button type="button" className={styles.pageButton} onClick={() => void list.refetch()}>
          {copy.retry}
        </button>
      </div>
    );
  }
  if (list.data.contacts.length === 0) {
    return (
      <p className={styles.empty}>
        {nickname ? format(copy.searchEmpty, { nickname }) : copy.empty}
      </p>
    );
  }
  return (
    <>
      <ul className={styles.cards}>
        {list.data.contacts.map((card) => (
          <li key={card.contactId}>
            <InquiryCard card={card} onOpen={onOpen} />
          </li>
        ))}
      </ul>
      <Pagination
        page={list.data.pagination.page}
        totalPages={list.data.pagination.totalPages}
        onChange={onPage}
      />
    </>
  );
}
