import {
  canCancelPracticeSession,
  feedbackMessage,
  pickText,
  PRACTICE_ROOM_LABELS,
  PRACTICE_SESSION_STATUS_LABELS,
  practiceStatusAt,
} from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { ConfirmDialog } from '@/components/member-area/ConfirmDialog';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCancelPracticeBooking } from '../api/cancel-practice-booking';
import type { TMemberPracticeSession } from '../api/practice-session';
import { errorMessageOf } from '@/lib/api-error';
import { academyDateOf, academyTimeOf } from '@/components/member-area/member-dates';
import { MemberCard } from '@/components/member-area/MemberCard';
import styles from '@/components/member-area/Member.module.css';

const STATUS_CLASS = {
  scheduled: styles.badge,
  cancelled: `${styles.badge} ${styles.badgeMuted}`,
  completed: `${styles.badge} ${styles.badgeSuccess}`,
} as const;

/** The member's own bookings, newest first; one not yet ended can be cancelled until its day. */
export function MyBookings({ bookings }: { bookings: readonly TMemberPracticeSession[] }) {
  const copy = useT().member.practice;
  const { language } = useLanguage();
  const cancel = useCancelPracticeBooking();
  const [confirming, setConfirming] = useState<TMemberPracticeSession | null>(null);

  const describe = (booking: TMemberPracticeSession) => ({
    date: formatShortDate(academyDateOf(booking.startTime), language),
    time: `${academyTimeOf(booking.startTime)}–${academyTimeOf(booking.endTime)}`,
    room: pickText(PRACTICE_ROOM_LABELS[booking.practiceRoom], language),
  });

  const sorted = [...bookings].sort((a, b) => b.startTime.localeCompare(a.startTime));

  const confirm = () => {
    if (!confirming || cancel.isPending) return;
    cancel.mutate(confirming.sessionId, {
      onSuccess: () => {
        toast.success(feedbackMessage('bookingCancelled', language));
        setConfirming(null);
      },
      onError: (error) =>
        toast.error(errorMessageOf(error, feedbackMessage('bookingCancelFailed', language))),
    });
  };

  return (
    <MemberCard headingId="member-bookings-heading" heading={copy.myBookingsHeading}>
      {sorted.length === 0 ? (
        <p className={styles.muted}>{copy.myBookingsEmpty}</p>
      ) : (
        <ul className={styles.list}>
          {sorted.map((booking) => {
            const text = describe(booking);
            // The page may stay open past a booking's end: it then reads as completed here too.
            const status = practiceStatusAt(booking);
            const cancellable = canCancelPracticeSession({ ...booking, isOwner: true });
            return (
              <li key={booking.sessionId} className={styles.item}>
                <div className={styles.itemTop}>
                  <span>
                    {text.date} {text.time}
                  </span>
                  <span className={STATUS_CLASS[status]}>
                    {pickText(PRACTICE_SESSION_STATUS_LABELS[status], language)}
                  </span>
                </div>
                <div className={styles.cardHeader}>
                  <span className={styles.muted}>{text.room}</span>
                  {cancellable && (
                    <MemberButton
                      tone="danger"
                      aria-label={format(copy.cancelBookingLabel, text)}
                      onClick={() => setConfirming(booking)}
                    >
                      {copy.cancelBooking}
                    </MemberButton>
                  )}
                </div>
                {booking.notes && <p className={styles.response}>{booking.notes}</p>}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={copy.confirmTitle}
        description={confirming ? format(copy.confirmBody, describe(confirming)) : undefined}
        keepLabel={copy.confirmKeep}
        confirmLabel={copy.confirmCancel}
        pendingLabel={copy.cancelling}
        pending={cancel.isPending}
        onConfirm={confirm}
      />
    </MemberCard>
  );
}
