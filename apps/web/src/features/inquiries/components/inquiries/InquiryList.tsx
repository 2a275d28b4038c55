import { INQUIRY_CATEGORY_LABELS, INQUIRY_STATUS_LABELS, pickText } from '@academy/contracts';
import type { TStaffInquiry } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatAcademyDate } from '@/components/staff-area/staff-dates';
import { DetailButton } from '@/components/staff-area/DetailButton';
import table from '@/components/staff-area/RequestTable.module.css';
import {
  CardMeta,
  RequestTailCells,
  requestTailColumns,
} from '@/components/staff-area/RequestCells';
import { CardHeader, ResponsiveList } from '@/components/staff-area/ResponsiveList';
import styles from '@/components/staff-area/Staff.module.css';
import { useStatusLabel } from '@/components/staff-area/use-status-label';

type TInquiryListProps = {
  contacts: readonly TStaffInquiry[];
  onOpen: (contact: TStaffInquiry) => void;
};

/** Inquiries: a table on wide screens and cards at 1024 px and below. */
export function InquiryList({ contacts, onOpen }: TInquiryListProps) {
  const t = useT();
  const copy = t.staffRequests.contacts;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const statusLabel = useStatusLabel(INQUIRY_STATUS_LABELS);
  const categoryLabel = (contact: TStaffInquiry) =>
    pickText(INQUIRY_CATEGORY_LABELS[contact.categoryCode], language);

  return (
    <ResponsiveList
      label={copy.listLabel}
      columns={[copy.subject, copy.nickname, copy.category, ...requestTailColumns(common)]}
      items={contacts}
      itemKey={(contact) => contact.contactId}
      row={(contact) => (
        <>
          <td className={table.wrap}>{contact.subject}</td>
          <td className={table.wrap}>{contact.nickname}</td>
          <td>{categoryLabel(contact)}</td>
          <RequestTailCells
            status={contact.status}
            label={statusLabel(contact)}
            at={contact.createdAt}
          >
            <DetailButton name={contact.subject} onClick={() => onOpen(contact)} />
          </RequestTailCells>
        </>
      )}
      card={(contact) => (
        <>
          <CardHeader
            title={contact.subject}
            status={contact.status}
            statusLabel={statusLabel(contact)}
          />
          <p className={styles.cardMeta}>
            {contact.nickname} · {categoryLabel(contact)}
          </p>
          <CardMeta label={common.createdAt}>{formatAcademyDate(contact.createdAt)}</CardMeta>
          <div className={styles.actions}>
            <DetailButton name={contact.subject} onClick={() => onOpen(contact)} />
          </div>
        </>
      )}
    />
  );
}
