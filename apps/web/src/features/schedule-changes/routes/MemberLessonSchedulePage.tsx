import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { useMyScheduleChanges } from '../api/get-my-schedule-changes';
import { useMyProfile } from '@/components/member-area/get-my-profile';
import { usePendingScheduleChange } from '../api/get-pending-schedule-change';
import styles from '@/components/member-area/Member.module.css';
import { MyScheduleChanges } from '../components/MyScheduleChanges';
import { PendingScheduleChangeNotice } from '../components/PendingScheduleChangeNotice';
import { ScheduleChangeForm } from '../components/ScheduleChangeForm';
import { useMemberPagesCopy } from '@/i18n/sections/member-pages';

type TMemberLessonSchedulePageProps = {
  /** The upcoming lessons with "I cannot come", composed in by the app (features never import each other). */
  upcomingLessons?: ReactNode;
  /** Months (YYYY-MM) the member's pauses hold, given by the app: no lesson of theirs is moved. */
  pausedMonths?: readonly string[];
};

export function MemberLessonSchedulePage({
  upcomingLessons,
  pausedMonths,
}: TMemberLessonSchedulePageProps) {
  const t = useT();
  const memberPages = useMemberPagesCopy();
  const profile = useMyProfile();
  const requests = useMyScheduleChanges();
  const pending = usePendingScheduleChange();
  const weekday = profile.data?.lessonDayOfWeek ?? null;

  return (
    <PageShell
      title={memberPages.memberLessonSchedule.title}
      description={memberPages.memberLessonSchedule.description}
    >
      {pending.data && <PendingScheduleChangeNotice check={pending.data} />}
      {upcomingLessons}
      <div className={`${styles.columns} ${styles.wideLeft}`}>
        {profile.isPending ? (
          <p className={styles.muted} role="status">
            {t.member.common.loading}
          </p>
        ) : profile.isError ? (
          <p className={styles.muted} role="alert">
            {t.member.common.loadFailed}
          </p>
        ) : weekday === null ? (
          <p className={styles.muted}>{t.member.schedule.noLesson}</p>
        ) : (
          <ScheduleChangeForm
            lessonDayOfWeek={weekday}
            requests={requests.data ?? []}
            {...(pausedMonths ? { pausedMonths } : {})}
          />
        )}
        <MyScheduleChanges requests={requests.data ?? []} />
      </div>
    </PageShell>
  );
}
