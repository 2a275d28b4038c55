import {
  addDaysToIsoDate,
  ATTENDANCE_LIMITS,
  ATTENDANCE_STATUS_LABELS,
  isNoticeOpen,
  pickText,
} from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import type { TAttendanceOccurrence } from '@academy/contracts';
import { useState } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { ConfirmActionDialog, useConfirmedAction } from '@/components/member-area/ConfirmDialog';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberQueryContent } from '@/components/member-area/MemberQueryContent';
import memberStyles from '@/components/member-area/Member.module.css';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useAttendance } from '../api/get-attendance';
import { useWithdrawAbsenceNotice } from '../api/withdraw-absence-notice';
import { dayLabel } from './attendance-text';
import styles from './Attendance.module.css';
import { NoticeDialog } from './NoticeDialog';

type TUpcomingLessonProps = {
  occurrence: TAttendanceOccurrence;
  now: Date;
  onCannotCome: (occurrence: TAttendanceOccurrence) => void;
  onWithdraw: (occurrence: TAttendanceOccurrence) => void;
};

/** One lesson: its day and teacher, and "I cannot come", its state, or "I can come after all". */
function UpcomingLesson({ occurrence, now, onCannotCome, onWithdraw }: TUpcomingLessonProps) {
  const copy = useT().attendance.member;
  const { language } = useLanguage();
  const changeable = !occurrence.closedDay && isNoticeOpen(occurrence, now);
  const open = changeable && occurrence.status === 'unmarked';
  const withdrawable = changeable && occurrence.status === 'absent_with_notice';
  const when = { date: formatShortDate(occurrence.date, language), time: occurrence.startTime };
  return (
    <li className={styles.item}>
      <span>
        {dayLabel(occurrence.date, language)} {occurrence.startTime}–{occurrence.endTime}
        <span className={styles.lessonMeta}>
          {' '}
          · {format(copy.teacher, { name: occurrence.teacherName })}
        </span>
      </span>
      {open ? (
        <MemberButton
          aria-label={format(copy.cannotComeLabel, when)}
          onClick={() => onCannotCome(occurrence)}
        >
          {copy.cannotCome}
        </MemberButton>
      ) : (
        <span className={styles.lessonActions}>
          <span className={memberStyles.badge}>
            {pickText(ATTENDANCE_STATUS_LABELS[occurrence.status], language)}
          </span>
          {withdrawable && (
            <MemberButton
              aria-label={format(copy.withdrawLabel, when)}
              onClick={() => onWithdraw(occurrence)}
            >
              {copy.withdraw}
            </MemberButton>
          )}
        </span>
      )}
    </li>
  );
}

/**
 * The member's upcoming lessons with their state, and "I cannot come" on each unmarked one that
 * starts at least 24 hours later, or "I can come after all" on one they gave notice for
 * (docs/product/attendance.md). The API checks the 24 hours again.
 */
export function UpcomingLessons() {
  const copy = useT().attendance.member;
  const { language } = useLanguage();
  const today = todayIsoDate();
  const query = useAttendance(today, addDaysToIsoDate(today, ATTENDANCE_LIMITS.NOTICE_DAYS_AHEAD));
  const [chosen, setChosen] = useState<TAttendanceOccurrence | null>(null);
  const withdrawal = useWithdrawAbsenceNotice();
  const withdraw = useConfirmedAction({
    send: (occurrence: TAttendanceOccurrence) => withdrawal.mutateAsync(occurrence.date),
    failedText: copy.withdrawFailed,
  });
  const now = new Date();
  const occurrences = query.data ?? [];

  return (
    <MemberCard headingId="member-upcoming-heading" heading={copy.upcomingHeading}>
      <MemberQueryContent
        query={query}
        empty={occurrences.length === 0 ? copy.upcomingEmpty : null}
      >
        <ul className={styles.list}>
          {occurrences.map((occurrence) => (
            <UpcomingLesson
              key={occurrence.date}
              occurrence={occurrence}
              now={now}
              onCannotCome={setChosen}
              onWithdraw={withdraw.ask}
            />
          ))}
        </ul>
        <p className={styles.note}>{copy.tooLate}</p>
      </MemberQueryContent>
      {chosen && <NoticeDialog occurrence={chosen} onClose={() => setChosen(null)} />}
      <ConfirmActionDialog
        action={withdraw}
        title={
          withdraw.item
            ? format(copy.withdrawTitle, {
                date: formatShortDate(withdraw.item.date, language),
                time: withdraw.item.startTime,
              })
            : ''
        }
        description={copy.withdrawBody}
        keepLabel={copy.withdrawKeep}
        confirmLabel={copy.withdrawConfirm}
        pendingLabel={copy.withdrawing}
      />
    </MemberCard>
  );
}
