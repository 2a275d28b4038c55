import {
  canDecideLessonApplication,
  cutText,
  LESSON_APPLICATION_STATUS_LABELS,
  LESSON_TYPE_LABELS,
  pickText,
  TEXT_CUTS,
} from '@academy/contracts';
import type { TLessonApplicationItem } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { ApplicantLines, ChildBadge, useFamilyFacts } from '@/components/staff-area/family-facts';
import { Fact } from '@/components/staff-area/Facts';
import { StatusCell } from '@/components/staff-area/RequestCells';
import { CardHeader, ResponsiveList } from '@/components/staff-area/ResponsiveList';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { useStatusLabel } from '@/components/staff-area/use-status-label';
import { ForeignBadge } from './ForeignBadge';
import { formatAcademyDate } from '@/components/staff-area/staff-dates';
import styles from './LessonApplications.module.css';

export type TLessonApplicationActions = {
  onDetail: (request: TLessonApplicationItem) => void;
  onApprove: (request: TLessonApplicationItem) => void;
  onReject: (request: TLessonApplicationItem) => void;
};

/** The table's columns, left to right. */
const COLUMNS = [
  'name',
  'lessonType',
  'phone',
  'preferredTime',
  'status',
  'appliedAt',
  'handler',
  'actions',
] as const;

type TLessonApplicationListProps = TLessonApplicationActions & {
  requests: readonly TLessonApplicationItem[];
};

/** Detail always; approve and reject only while the request is pending (docs/product/states.md). */
function RowActions({
  request,
  onDetail,
  onApprove,
  onReject,
}: TLessonApplicationActions & { request: TLessonApplicationItem }) {
  const copy = useT().staffLessons.actions;
  const name = { name: request.name };
  const decisions = [
    { tone: 'primary', text: copy.approve, label: copy.approveLabel, onClick: onApprove },
    { tone: 'danger', text: copy.reject, label: copy.rejectLabel, onClick: onReject },
  ] as const;
  return (
    <div className={styles.rowActions}>
      <StaffButton aria-label={format(copy.detailLabel, name)} onClick={() => onDetail(request)}>
        {copy.detail}
      </StaffButton>
      {canDecideLessonApplication(request.status) &&
        decisions.map((decision) => (
          <StaffButton
            key={decision.tone}
            tone={decision.tone}
            aria-label={format(decision.label, name)}
            onClick={() => decision.onClick(request)}
          >
            {decision.text}
          </StaffButton>
        ))}
    </div>
  );
}

/** The row's header: the name with its badges, the birth date with the age and the guardian. */
function NameCell({ request }: { request: TLessonApplicationItem }) {
  const copy = useT().staffLessons;
  return (
    <th scope="row" className={styles.nameCell}>
      {request.name}
      {request.isForeigner && <ForeignBadge />}
      <ChildBadge record={request} />
      <ApplicantLines record={request} birthDateLabel={copy.detail.birthDate} />
    </th>
  );
}

/** Wide screens read the table, narrow ones the cards; both are rendered and CSS picks one. */
export function LessonApplicationList({ requests, ...actions }: TLessonApplicationListProps) {
  const copy = useT().staffLessons;
  const { language } = useLanguage();
  const statusLabel = useStatusLabel(LESSON_APPLICATION_STATUS_LABELS);
  const family = useFamilyFacts();
  const typeLabel = (request: TLessonApplicationItem) =>
    pickText(LESSON_TYPE_LABELS[request.lessonType], language);

  return (
    <ResponsiveList
      label={copy.listLabel}
      columns={COLUMNS.map((column) => copy.columns[column])}
      items={requests}
      itemKey={(request) => request.requestId}
      row={(request) => (
        <>
          <NameCell request={request} />
          <td>{typeLabel(request)}</td>
          <td className={styles.nowrap}>{family.contactPhone(request) ?? copy.none}</td>
          <td className={styles.preferredCell} title={request.preferredTime ?? undefined}>
            {request.preferredTime
              ? cutText(
                  request.preferredTime,
                  TEXT_CUTS.PREFERRED_TIME,
                  TEXT_CUTS.PREFERRED_TIME_THRESHOLD,
                )
              : copy.none}
          </td>
          <StatusCell status={request.status} label={statusLabel(request)} />
          <td className={styles.nowrap}>{formatAcademyDate(request.createdAt)}</td>
          <td>{request.status === 'pending' ? copy.none : (request.handler?.name ?? copy.none)}</td>
          <td>
            <RowActions request={request} {...actions} />
          </td>
        </>
      )}
      card={(request) => (
        <>
          <CardHeader
            title={
              <>
                {request.name}
                {request.isForeigner && <ForeignBadge />}
                <ChildBadge record={request} />
              </>
            }
            status={request.status}
            statusLabel={statusLabel(request)}
          />
          <p className={staffStyles.cardMeta}>
            {typeLabel(request)} · {family.contactPhone(request) ?? copy.none}
          </p>
          <dl className={staffStyles.facts}>
            <Fact label={copy.detail.birthDate}>{family.birthDateWithAge(request)}</Fact>
            {request.guardian && (
              <Fact label={family.guardianLabel}>{family.guardianName(request.guardian)}</Fact>
            )}
            <Fact label={copy.columns.preferredTime}>
              {request.preferredTime
                ? cutText(request.preferredTime, TEXT_CUTS.PREFERRED_TIME_CARD)
                : copy.none}
            </Fact>
            <Fact label={copy.columns.appliedAt}>{formatAcademyDate(request.createdAt)}</Fact>
            {request.status !== 'pending' && request.handler && (
              <Fact label={copy.columns.handler}>{request.handler.name}</Fact>
            )}
          </dl>
          <RowActions request={request} {...actions} />
        </>
      )}
    />
  );
}
