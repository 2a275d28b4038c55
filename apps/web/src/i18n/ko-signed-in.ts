import { koMember } from './sections/member.ko';
import { koStaffDashboard } from './sections/staff-dashboard.ko';
import { koStaffCalendar } from './sections/staff-calendar.ko';
import { koStaffLessons } from './sections/staff-lessons.ko';
import { koStaffRequests } from './sections/staff-requests.ko';
import { koTuition } from './sections/tuition.ko';
import { koAttendance } from './sections/attendance.ko';
import { koMakeups } from './sections/makeups.ko';

/**
 * The Korean sections only member and staff pages use. They are not part of the dictionary every
 * guest downloads first (ko.ts): the member and staff areas load them with their pages
 * (`loadWords('signedIn')` in dictionaries.ts, called by app/with-words.ts), docs/performance.md.
 */
export const koSignedIn = {
  member: koMember,
  staffDashboard: koStaffDashboard,
  staffCalendar: koStaffCalendar,
  staffLessons: koStaffLessons,
  staffRequests: koStaffRequests,
  tuition: koTuition,
  attendance: koAttendance,
  makeups: koMakeups,
};
