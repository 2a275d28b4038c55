import { cutText, ONEDAY_STATUS_LABELS, showsOnedaySchedule, TEXT_CUTS } from '@academy/contracts';
import type { TOnedayRequestItem } from '@academy/contracts';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-language';
import { DetailButton } from '@/components/staff-area/DetailButton';
import { ApplicantLines, ChildBadge, useFamilyFacts } from '@/components/staff-area/family-facts';
import { CardMeta, DateCell, StatusCell } from '@/components/staff-area/RequestCells';
import { CardHeader, ResponsiveList } from '@/components/staff-area/ResponsiveList';
import table from '@/components/staff-area/RequestTable.module.css';
import styles from '@/components/staff-area/Staff.module.css';
import { useStatusLabel } from '@/components/staff-area/use-status-label';
import { OnedayActionButtons } from './OnedayActionButtons';
import type { TOnedayAction } from './oneday-actions';
import { formatAcademyDate, formatAcademyDateTime } from '@/components/staff-area/staff-dates';

type TOnedayRequestListProps = {
  requests: readonly TOnedayRequestItem[];
  onOpen: (request: TOnedayRequestItem) => void;
  onAction: (request: TOnedayRequestItem, action: TOnedayAction) => void;
  busy: boolean;
};

/** docs/product/constants.md: the preferred time is cut to 30 characters once longer than 40 (25 on cards). */
function preferredTimeText(text: string | null, max: number): string | null {
  return text ? cutText(text, max, TEXT_CUTS.PREFERRED_TIME_THRESHOLD) : null;
}

/** The scheduled date appears only for scheduled and completed classes. */
function scheduleText(request: TOnedayRequestItem): string | null {
  return showsOnedaySchedule(request.status) && request.scheduledAt
    ? formatAcademyDateTime(request.scheduledAt)
    : null;
}

type TOnedayRequestCardProps = {
  request: TOnedayRequestItem;
  statusLabel: string;
  /** The detail and action buttons. */
  children: ReactNode;
};

/** One application as a card (1024 px and below). */
function OnedayRequestCard({ request, statusLabel, children }: TOnedayRequestCardProps) {
  const t = useT();
  const copy = t.staffRequests.oneday;
  const family = useFamilyFacts();
  const schedule = scheduleText(request);
  const preferred = preferredTimeText(request.preferredTime, TEXT_CUTS.PREFERRED_TIME_CARD);
  return (
    <>
      <CardHeader
        title={
          <>
            {request.name}
            <ChildBadge record={request} />
          </>
        }
        status={request.status}
        statusLabel={statusLabel}
      />
      <p className={styles.cardMeta}>
        {family.contactPhone(request) ?? t.staffRequests.common.none} · {copy.birthDate}{' '}
        {family.birthDateWithAge(request)}
      </p>
      {request.guardian && (
        <CardMeta label={family.guardianLabel}>{family.guardianName(request.guardian)}</CardMeta>
      )}
      {preferred && <CardMeta label={copy.preferredTime}>{preferred}</CardMeta>}
      {schedule && <CardMeta label={copy.scheduledAt}>{schedule}</CardMeta>}
      <CardMeta label={copy.appliedAt}>{formatAcademyDate(request.createdAt)}</CardMeta>
      {children}
    </>
  );
}

/** One-day applications: a table on wide screens and cards at 1024 px and below. */
export function OnedayRequestList({ requests, onOpen, onAction, busy }: TOnedayRequestListProps) {
  const t = useT();
  const copy = t.staffRequests.oneday;
  const common = t.staffRequests.common;
  const statusLabel = useStatusLabel(ONEDAY_STATUS_LABELS);
  const family = useFamilyFacts();

  const actions = (request: TOnedayRequestItem) => (
    <div className={styles.actions}>
      <DetailButton name={request.name} onClick={() => onOpen(request)} />
      <OnedayActionButtons request={request} onAction={onAction} disabled={busy} named />
    </div>
  );

  return (
    <ResponsiveList
      label={copy.listLabel}
      columns={[
        copy.applicant,
        copy.phone,
        copy.preferredTime,
        common.status,
        copy.scheduledAt,
        copy.appliedAt,
        common.actions,
      ]}
      items={requests}
      itemKey={(request) => request.requestId}
      row={(request) => (
        <>
          <td className={table.wrap}>
            <div>
              {request.name}
              <ChildBadge record={request} />
            </div>
            <ApplicantLines record={request} birthDateLabel={copy.birthDate} />
          </td>
          <td className={table.nowrap}>{family.contactPhone(request) ?? common.none}</td>
          <td>
            {preferredTimeText(request.preferredTime, TEXT_CUTS.PREFERRED_TIME) ?? common.none}
          </td>
          <StatusCell status={request.status} label={statusLabel(request)} />
          <td>{scheduleText(request) ?? common.none}</td>
          <DateCell at={request.createdAt} />
          <td>{actions(request)}</td>
        </>
      )}
      card={(request) => (
        <OnedayRequestCard request={request} statusLabel={statusLabel(request)}>
          {actions(request)}
        </OnedayRequestCard>
      )}
    />
  );
}
