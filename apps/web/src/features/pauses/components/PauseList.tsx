import { PAUSE_STATE_LABELS } from '@academy/contracts';
import type { TPause } from '@academy/contracts';
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
import { format } from '@/i18n/format';
import { usePausesCopy } from '@/i18n/sections/pauses';
import { useLanguage, useT } from '@/i18n/use-language';
import { pauseMonthsLabel } from './pause-text';

type TPauseListProps = {
  pauses: readonly TPause[];
  onOpen: (pause: TPause) => void;
};

/** Pause requests: a table on wide screens and cards at 1024 px and below. */
export function PauseList({ pauses, onOpen }: TPauseListProps) {
  const copy = usePausesCopy().staff;
  const common = useT().staffRequests.common;
  const { language } = useLanguage();
  const statusLabel = useStatusLabel(PAUSE_STATE_LABELS);
  const statusOf = (pause: TPause) => ({ ...pause, status: pause.state });
  const months = (pause: TPause) => pauseMonthsLabel(pause, language);

  const openButton = (pause: TPause) =>
    pause.state === 'pending' ? (
      <button
        type="button"
        className={`${styles.primaryButton} ${table.nowrap}`}
        aria-label={format(copy.processFor, { name: pause.member.name })}
        onClick={() => onOpen(pause)}
      >
        {copy.process}
      </button>
    ) : (
      <DetailButton name={pause.member.name} onClick={() => onOpen(pause)} />
    );

  return (
    <ResponsiveList
      label={copy.listLabel}
      columns={[copy.member, copy.months, copy.reason, ...requestTailColumns(common)]}
      items={pauses}
      itemKey={(pause) => pause.id}
      row={(pause) => (
        <>
          <td>{pause.member.name}</td>
          <td className={table.nowrap}>{months(pause)}</td>
          <td className={table.wrap}>{pause.reason ?? copy.none}</td>
          <RequestTailCells
            status={pause.state}
            label={statusLabel(statusOf(pause))}
            at={pause.createdAt}
          >
            {openButton(pause)}
          </RequestTailCells>
        </>
      )}
      card={(pause) => (
        <>
          <CardHeader
            title={pause.member.name}
            status={pause.state}
            statusLabel={statusLabel(statusOf(pause))}
          />
          <CardMeta label={copy.months}>{months(pause)}</CardMeta>
          <CardMeta label={copy.reason}>{pause.reason ?? copy.none}</CardMeta>
          <CardMeta label={common.createdAt}>{formatAcademyDate(pause.createdAt)}</CardMeta>
          <div className={styles.actions}>{openButton(pause)}</div>
        </>
      )}
    />
  );
}
