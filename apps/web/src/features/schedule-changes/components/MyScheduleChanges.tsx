import { SCHEDULE_CHANGE_STATUS_LABELS, pickText } from '@academy/contracts';
import { MemberCard } from '@/components/member-area/MemberCard';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { useConfirmedAction, WithdrawRequestDialog } from '@/components/member-area/ConfirmDialog';
import { MemberRequestItem } from '@/components/member-area/MemberRequestItem';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TMyScheduleChange } from '../api/get-my-schedule-changes';
import { useWithdrawScheduleChange } from '../api/withdraw-schedule-change';
import { formatDateTime } from '@/components/member-area/member-dates';
import styles from '@/components/member-area/Member.module.css';

/**
 * The member's own change requests with their status and the academy's answer; one still
 * waiting can be withdrawn.
 */
export function MyScheduleChanges({ requests }: { requests: readonly TMyScheduleChange[] }) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  const withdrawal = useWithdrawScheduleChange();
  const withdraw = useConfirmedAction({
    send: (request: TMyScheduleChange) => withdrawal.mutateAsync(request.id),
    failedText: copy.withdrawFailed,
  });
  const originalOf = (request: TMyScheduleChange) =>
    request.changeStartDate ? formatShortDate(request.changeStartDate.slice(0, 10), language) : '';
  return (
    <MemberCard headingId="member-changes-heading" heading={copy.listHeading}>
      {requests.length === 0 ? (
        <p className={styles.muted}>{copy.listEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {requests.map((request) => (
            <MemberRequestItem
              key={request.id}
              title={
                <>
                  {request.requestedDate ? formatShortDate(request.requestedDate, language) : '—'}{' '}
                  {request.requestedStartTime ?? ''}
                  {request.requestedEndTime ? `–${request.requestedEndTime}` : ''}
                </>
              }
              state={request.status}
              stateLabel={pickText(SCHEDULE_CHANGE_STATUS_LABELS[request.status], language)}
              withdraw={{
                label: copy.withdraw,
                ariaLabel: format(copy.withdrawLabel, { date: originalOf(request) }),
                onClick: () => withdraw.ask(request),
              }}
            >
              {request.changeStartDate && (
                <p className={styles.muted}>
                  {copy.originalLabel}: {originalOf(request)}
                </p>
              )}
              <p className={styles.muted}>
                {copy.reasonShort}: {request.reason}
              </p>
              {request.teacherResponse && (
                <p className={styles.response}>
                  {copy.responseLabel}: {request.teacherResponse}
                </p>
              )}
              <p className={styles.muted}>
                {copy.requestedAt}: {formatDateTime(request.createdAt, language)}
              </p>
            </MemberRequestItem>
          ))}
        </ul>
      )}
      <WithdrawRequestDialog
        action={withdraw}
        copy={copy}
        bodyValues={(request) => ({ date: originalOf(request) })}
      />
    </MemberCard>
  );
}
