import { paths } from '@/config/paths';
import type { TDictionary } from '@/i18n/types';
import type { TNavItem } from './types';

// The members' and staff's menus, apart from the guests' (nav-items.ts): only the signed-in
// areas, loaded on demand, carry them, not every guest page.

type TNav = TDictionary['nav'];

export function memberNav(nav: TNav): TNavItem[] {
  return [
    { to: paths.member.lessonSchedule, label: nav.scheduleChange },
    { to: paths.member.practiceBooking, label: nav.practiceBooking },
    { to: paths.member.practiceLog, label: nav.practiceLog },
    { to: paths.member.changePassword, label: nav.changePassword },
  ];
}

export type TStaffBadges = Partial<
  Record<
    'lessonRequests' | 'onedayRequests' | 'lessonScheduleChanges' | 'contacts' | 'tuition',
    number
  >
>;

/** The staff menu; staff accounts are managed by admins only, so only they see that item. */
export function staffNav(nav: TNav, badges: TStaffBadges = {}, isAdmin = false): TNavItem[] {
  return [
    { to: paths.staff.dashboard, label: nav.dashboard },
    { to: paths.staff.users, label: nav.users },
    ...(isAdmin ? [{ to: paths.staff.teachers, label: nav.teachers }] : []),
    { to: paths.staff.lessonRequests, label: nav.lessonRequests, badge: badges.lessonRequests },
    { to: paths.staff.onedayRequests, label: nav.onedayRequests, badge: badges.onedayRequests },
    {
      to: paths.staff.lessonScheduleChanges,
      label: nav.lessonScheduleChanges,
      badge: badges.lessonScheduleChanges,
    },
    { to: paths.staff.pauses, label: nav.pauses },
    { to: paths.staff.makeups, label: nav.makeups },
    { to: paths.staff.contacts, label: nav.contacts, badge: badges.contacts },
    { to: paths.staff.announcements, label: nav.announcements },
    { to: paths.staff.lessonSchedule, label: nav.lessonSchedule },
    { to: paths.staff.closures, label: nav.closures },
    { to: paths.staff.attendance, label: nav.attendance },
    { to: paths.staff.practiceBooking, label: nav.practiceStatus },
    {
      to: paths.staff.tuition,
      label: nav.tuition,
      badge: badges.tuition,
      badgeText: nav.unpaidBadge,
    },
    { to: paths.staff.payments, label: nav.payments },
    ...(isAdmin ? [{ to: paths.staff.textMessages, label: nav.textMessages }] : []),
    ...(isAdmin ? [{ to: paths.staff.jobs, label: nav.jobs }] : []),
    { to: paths.staff.changePassword, label: nav.changePassword },
  ];
}
