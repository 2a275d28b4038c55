import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useCheckinCopy } from '@/i18n/sections/checkin';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { AnnouncementModal } from '@/features/announcements/components/AnnouncementModal';
import { CalendarFeedCard } from '@/features/calendar-feed/components/CalendarFeedCard';
import { NotificationPanel } from '@/features/notifications/components/NotificationPanel';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useMarkAttendance } from '@/features/attendance/api/mark-attendance';
import { TodaySection } from '@/features/today/components/TodaySection';
import { RequestAlertsCard } from '@/features/staff/components/RequestAlertsCard';
import staff from '@/components/staff-area/Staff.module.css';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/**
 * /admin/dashboard: the day at the top (today's lessons with one-tap attendance, through
 * attendance's own call; docs/product/back-office.md#today), the latest notifications, the announcement broadcast and the staff member's
 * own settings (calendar feed, request alerts by 알림톡; docs/product/screens-and-routes.md).
 */
export function StaffDashboardPage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const checkin = useCheckinCopy();
  const [announcing, setAnnouncing] = useState(false);
  const auth = useAuth();
  const markAttendance = useMarkAttendance();
  const staffId = auth.userType === 'teacher' ? auth.user.teacherId : undefined;
  return (
    <PageShell
      title={staffPages.staffDashboard.title}
      description={staffPages.staffDashboard.description}
    >
      <div className={staff.stack}>
        <TodaySection mark={markAttendance.mutateAsync} />
        <div className={staff.toolbar}>
          <button
            type="button"
            className={staff.primaryButton}
            aria-haspopup="dialog"
            onClick={() => setAnnouncing(true)}
          >
            {t.staffDashboard.announcement.open}
          </button>
          <Link className={staff.button} to={paths.checkin}>
            {checkin.dashboard.open}
          </Link>
        </div>
        <NotificationPanel />
        <CalendarFeedCard />
        {staffId !== undefined && <RequestAlertsCard staffId={staffId} />}
      </div>
      <AnnouncementModal open={announcing} onClose={() => setAnnouncing(false)} />
    </PageShell>
  );
}
