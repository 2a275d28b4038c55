import { paths } from '@/config/paths';
import type { TDictionary } from '@/i18n/types';
import type { TNavItem } from './types';

type TNav = TDictionary['nav'];

export function guestHeaderNav(nav: TNav): TNavItem[] {
  return [
    { to: paths.lessonRequest, label: nav.lessonRequest },
    { to: paths.oneDayClass, label: nav.oneDayClass },
    { to: paths.academyTour, label: nav.academyTour },
    { to: paths.instructors, label: nav.instructors },
    { to: paths.contact, label: nav.contact, end: true },
    { to: paths.contactCheck, label: nav.contactCheck },
  ];
}

export function guestSidebarNav(nav: TNav): TNavItem[] {
  return [
    { to: paths.home, label: nav.home, end: true },
    { to: paths.academyTour, label: nav.academyTour },
    { to: paths.lessonRequest, label: nav.lessonRequest },
    { to: paths.oneDayClass, label: nav.oneDayClass },
    { to: paths.contact, label: nav.contact, end: true },
    { to: paths.contactCheck, label: nav.contactCheck },
  ];
}

export function memberNav(nav: TNav): TNavItem[] {
  return [
    { to: paths.member.lessonSchedule, label: nav.scheduleChange },
    { to: paths.member.practiceBooking, label: nav.practiceBooking },
    { to: paths.member.changePassword, label: nav.changePassword },
  ];
}

export type TStaffBadges = Partial<
  Record<'lessonRequests' | 'onedayRequests' | 'lessonModifications' | 'contacts', number>
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
      to: paths.staff.lessonModifications,
      label: nav.lessonModifications,
      badge: badges.lessonModifications,
    },
    { to: paths.staff.contacts, label: nav.contacts, badge: badges.contacts },
    { to: paths.staff.lessonSchedule, label: nav.lessonSchedule },
    { to: paths.staff.practiceBooking, label: nav.practiceStatus },
  ];
}
