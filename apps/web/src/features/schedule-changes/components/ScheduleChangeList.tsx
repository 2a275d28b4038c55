import {
  canProcessScheduleChange,
  formatPhone,
  SCHEDULE_CHANGE_STATUS_LABELS,
} from '@academy/contracts';
import type { TScheduleChangeItem } from '@academy/contracts';
import { format } from '@/i18n/format';
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
import { originalLessonText, reasonPreview, requestedLessonText } from './schedule-change-text';

type TScheduleChangeListProps = {
  modifications: readonly TScheduleChangeItem[];
  onOpen: (modification: TScheduleChangeItem) => void;
};

/** Schedule change requests: a table on wide screens and cards at 1024 px and below. */
export function ScheduleChangeList({ modifications, onOpen }: TScheduleChangeListProps) {
  const t = useT();
  const copy = t.staffRequests.modifications;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const statusLabel = useStatusLabel(SCHEDULE_CHANGE_STATUS_LABELS);
  const original = (item: TScheduleChangeItem) => originalLessonText(item, language) ?? common.none;
  const requested = (item: TScheduleChangeItem) =>
    requestedLessonText(item, language) ?? common.none;

  const openButton = (item: TScheduleChangeItem) =>
    canProcessScheduleChange(item.status) ? (
      <button
        type="button"
        className={`${styles.primaryButton} ${table.nowrap}`}
        aria-label={format(copy.processFor, { name: item.user.name })}
        onClick={() => onOpen(item)}
      >
        {copy.process}
      </button>
    ) : (
      <DetailButton name={item.user.name} onClick={() => onOpen(item)} />
    );

  return (
    <ResponsiveList
      label={copy.listLabel}
      columns={[
        copy.member,
        copy.original,
        copy.requested,
        copy.reason,
        ...requestTailColumns(common),
      ]}
      items={modifications}
      itemKey={(item) => item.id}
      row={(item) => (
        <>
          <td>
            <div>{item.user.name}</div>
            <div className={`${styles.cardMeta} ${table.nowrap}`}>
              {formatPhone(item.user.phoneNumber)}
            </div>
          </td>
          <td>{original(item)}</td>
          <td>{requested(item)}</td>
          <td className={table.wrap}>{reasonPreview(item.reason, 'table')}</td>
          <RequestTailCells status={item.status} label={statusLabel(item)} at={item.createdAt}>
            {openButton(item)}
          </RequestTailCells>
        </>
      )}
      card={(item) => (
        <>
          <CardHeader title={item.user.name} status={item.status} statusLabel={statusLabel(item)} />
          <p className={styles.cardMeta}>{formatPhone(item.user.phoneNumber)}</p>
          <CardMeta label={copy.original}>{original(item)}</CardMeta>
          <CardMeta label={copy.requested}>{requested(item)}</CardMeta>
          <CardMeta label={copy.reason}>{reasonPreview(item.reason, 'card')}</CardMeta>
          <CardMeta label={common.createdAt}>{formatAcademyDate(item.createdAt)}</CardMeta>
          <div className={styles.actions}>{openButton(item)}</div>
        </>
      )}
    />
  );
}
