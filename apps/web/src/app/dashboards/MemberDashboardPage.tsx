import { feedbackMessage } from '@academy/contracts';
import { useEffect, useRef } from 'react';
import { useNotice } from '@/components/dialogs/dialogs-context';
import { PageShell } from '@/components/page-shell/PageShell';
import { useLanguage, useT } from '@/i18n/use-language';
import { useMyProfile } from '@/components/member-area/get-my-profile';
import { MemberAttendanceCard } from '@/features/attendance/components/MemberAttendanceCard';
import { NotificationList } from '@/features/notifications/components/NotificationList';
import styles from '@/components/member-area/Member.module.css';
import { useMessageChannel } from '@/features/members/api/message-channel';
import { MessageChannelCard } from '@/features/members/components/MessageChannelCard';
import { ProfileCard } from '@/features/members/components/ProfileCard';
import { EmailReminderToggle } from '@/features/reminders/components/EmailReminderToggle';
import { CalendarFeedCard } from '@/features/calendar-feed/components/CalendarFeedCard';
import { MemberTuitionCard } from '@/features/tuition/components/MemberTuitionCard';
import { MemberMakeupsCard } from '@/features/makeups/components/MemberMakeupsCard';
import { FamilyCard } from '@/features/families/components/FamilyCard';
import { PersonalDataCard } from '@/features/families/components/PersonalDataCard';
import { useEndMemberSession } from '@/components/member-area/use-end-member-session';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useActingFor } from '@/features/families/hooks/use-acting-for';
import { useMemberPagesCopy } from '@/i18n/sections/member-pages';

/**
 * The account's own reminder switch and channel choice. The switch's help names the channel its
 * reminder goes by, which the channel setting knows (docs/decisions/0037): one query for both.
 */
function ReachCards() {
  const channel = useMessageChannel();
  return (
    <>
      <EmailReminderToggle textChannelOn={channel.data?.textChannelOn ?? false} />
      <MessageChannelCard />
    </>
  );
}

export function MemberDashboardPage() {
  const t = useT();
  const memberPages = useMemberPagesCopy();
  const { language } = useLanguage();
  const profile = useMyProfile();
  const endSession = useEndMemberSession();
  const auth = useAuth();
  const guardianId = auth.userType === 'user' ? auth.user.userId : null;
  // Looking after a child: their screens, without the guardian's own account settings.
  const { actingFor } = useActingFor();
  const expelled = useRef(false);
  const notice = useNotice();

  // docs/product/errors.md: a profile that cannot be loaded is announced, then the member is logged out.
  useEffect(() => {
    if (!profile.isError || expelled.current) return;
    expelled.current = true;
    void notice({ title: feedbackMessage('userInfoLoadFailed', language) }).then(endSession);
  }, [profile.isError, language, endSession, notice]);

  return (
    <PageShell
      title={memberPages.memberDashboard.title}
      description={memberPages.memberDashboard.description}
    >
      <div className={`${styles.columns} ${styles.wideLeft}`}>
        <div className={styles.stack}>
          {profile.data ? (
            <ProfileCard profile={profile.data} editableEmail={!actingFor} />
          ) : (
            <p className={styles.muted} role="status">
              {profile.isError
                ? feedbackMessage('userInfoLoadFailed', language)
                : t.member.common.loading}
            </p>
          )}
          {!actingFor && <ReachCards />}
          <CalendarFeedCard />
          {!actingFor && <PersonalDataCard />}
        </div>
        <div className={styles.stack}>
          <FamilyCard guardianId={guardianId} />
          <MemberMakeupsCard />
          <MemberTuitionCard />
          <MemberAttendanceCard />
          <NotificationList />
        </div>
      </div>
    </PageShell>
  );
}
