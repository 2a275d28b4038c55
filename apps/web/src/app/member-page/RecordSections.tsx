import {
  ATTENDANCE_STATUS_LABELS,
  PAUSE_STATE_LABELS,
  pickText,
  SCHEDULE_CHANGE_STATUS_LABELS,
  sentenceDate,
  toAcademyIsoDate,
} from '@academy/contracts';
import type { TMemberOverview, TTuitionDue } from '@academy/contracts';
import { Pagination } from '@/components/pagination/Pagination';
import { StaffButton } from '@/components/staff-area/StaffButton';
import staff from '@/components/staff-area/Staff.module.css';
import { amountText } from '@/features/tuition/components/tuition-text';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { useLanguage } from '@/i18n/use-language';
import { MemberPageSection } from './MemberPageSection';
import styles from './MemberPage.module.css';
import { toLanguageTag } from '@/i18n/language';

/** A page of the member's marked lessons, newest first; dates as yyyy-MM-dd in the table. */
export function AttendanceSection({
  attendance,
  onPage,
}: {
  attendance: TMemberOverview['attendance'];
  onPage: (page: number) => void;
}) {
  const copy = useMemberPageCopy();
  const { language } = useLanguage();
  const { entries, pagination } = attendance;
  return (
    <MemberPageSection id="member-attendance" title={copy.sections.attendance}>
      {entries.length === 0 ? (
        <p className={staff.empty}>{copy.attendance.empty}</p>
      ) : (
        <div className={staff.tableWrap}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">{copy.attendance.date}</th>
                <th scope="col">{copy.attendance.status}</th>
                <th scope="col">{copy.attendance.note}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.date}>
                  <td>{entry.date}</td>
                  <td>{pickText(ATTENDANCE_STATUS_LABELS[entry.status], language)}</td>
                  <td>{entry.note ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pagination.totalPages > 1 && (
        <Pagination
          page={pagination.page}
          totalPages={pagination.totalPages}
          onPageChange={onPage}
        />
      )}
    </MemberPageSection>
  );
}

/** The latest dues with their state; an unpaid one can be recorded as paid. */
export function DuesSection({
  dues,
  onRecordPayment,
}: {
  dues: readonly TTuitionDue[];
  onRecordPayment: (due: TTuitionDue) => void;
}) {
  const copy = useMemberPageCopy();
  const { language } = useLanguage();
  const today = toAcademyIsoDate(new Date());
  const stateOf = (due: TTuitionDue) => {
    if (due.paidAt) return format(copy.dues.paid, { date: due.paidAt });
    return due.dueDate < today ? copy.dues.overdue : copy.dues.unpaid;
  };
  return (
    <MemberPageSection id="member-dues" title={copy.sections.dues}>
      {dues.length === 0 ? (
        <p className={staff.empty}>{copy.dues.empty}</p>
      ) : (
        <div className={staff.tableWrap}>
          <table className={staff.table}>
            <thead>
              <tr>
                <th scope="col">{copy.dues.month}</th>
                <th scope="col">{copy.dues.amount}</th>
                <th scope="col">{copy.dues.dueDate}</th>
                <th scope="col">{copy.dues.state}</th>
              </tr>
            </thead>
            <tbody>
              {dues.map((due) => (
                <tr key={due.id}>
                  <td>{due.month}</td>
                  <td>{amountText(due.amount, language)}</td>
                  <td>{due.dueDate}</td>
                  <td>
                    {stateOf(due)}{' '}
                    {!due.paid && (
                      <StaffButton onClick={() => onRecordPayment(due)}>
                        {copy.dues.recordPayment}
                      </StaffButton>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </MemberPageSection>
  );
}

/** A titled list of lines, or "none". */
function Lines({ title, lines }: { title: string; lines: readonly string[] }) {
  const copy = useMemberPageCopy().requests;
  return (
    <>
      <h3 className={styles.subheading}>{title}</h3>
      <ul className={styles.list}>
        {lines.length === 0 ? (
          <li>{copy.none}</li>
        ) : (
          lines.map((line) => <li key={line}>{line}</li>)
        )}
      </ul>
    </>
  );
}

/** Schedule changes, pauses and absence notices, the latest of each; days in sentences. */
export function RequestsSection({ overview }: { overview: TMemberOverview }) {
  const copy = useMemberPageCopy();
  const { language } = useLanguage();
  const day = (iso: string) => sentenceDate(iso, toLanguageTag(language));
  return (
    <MemberPageSection id="member-requests" title={copy.sections.requests}>
      <Lines
        title={copy.requests.scheduleChanges}
        lines={overview.scheduleChanges.map((change) =>
          format(copy.requests.changeLine, {
            from: day(change.originalDate),
            to: day(change.requestedDate),
            start: change.startTime,
            end: change.endTime,
            status: pickText(SCHEDULE_CHANGE_STATUS_LABELS[change.status], language),
          }),
        )}
      />
      <Lines
        title={copy.requests.pauses}
        lines={overview.pauses.map((pause) =>
          format(copy.requests.pauseLine, {
            from: pause.fromMonth,
            until: pause.untilMonth,
            state: pickText(PAUSE_STATE_LABELS[pause.state], language),
          }),
        )}
      />
      <Lines
        title={copy.requests.notices}
        lines={overview.absenceNotices.map((notice) =>
          format(copy.requests.noticeLine, { date: day(notice.date), reason: notice.note ?? '' }),
        )}
      />
    </MemberPageSection>
  );
}

/** Whether the member subscribes to their calendar feed, and since when; never its address. */
export function CalendarFeedSection({ feed }: { feed: TMemberOverview['calendarFeed'] }) {
  const copy = useMemberPageCopy();
  const { language } = useLanguage();
  return (
    <MemberPageSection id="member-calendar-feed" title={copy.sections.calendarFeed}>
      <p>
        {feed.enabled && feed.since
          ? format(copy.calendarFeed.on, {
              date: sentenceDate(toAcademyIsoDate(new Date(feed.since)), toLanguageTag(language)),
            })
          : copy.calendarFeed.off}
      </p>
    </MemberPageSection>
  );
}
