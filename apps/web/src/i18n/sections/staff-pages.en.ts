import type { koStaffPages } from './staff-pages.ko';

/** The titles and descriptions of the staff pages, in English. */
export const enStaffPages: typeof koStaffPages = {
  staffDashboard: {
    title: 'Dashboard',
    description: 'Review the latest notifications and send announcements to members.',
  },
  staffUsers: {
    title: 'Members',
    description: 'Manage member contact details, weekly lesson slots and status.',
  },
  staffAccounts: {
    title: 'Staff',
    description:
      'Create teacher and admin accounts, change their details and role, or delete them.',
  },
  staffAnnouncements: {
    title: 'Announcements',
    description:
      'See the announcements sent, whom they went to and how many they reached, and send a new one.',
  },
  staffTextMessages: {
    title: '알림톡 templates',
    description:
      "Check each 알림톡 template's text to register and its review state, sync with the provider, or send one as a test.",
  },
  staffJobs: {
    title: 'Background jobs',
    description:
      'Check the schedule, last run and recent failures of jobs such as practice completion, and run one now when needed.',
  },
  staffTuition: {
    title: 'Tuition',
    description:
      'Record each member’s monthly tuition as paid, adjust amounts and remind the members who have not paid.',
  },
  staffLessonApplications: {
    title: 'Lesson requests',
    description: 'Review regular lesson applications and approve or decline them.',
  },
  staffOnedayRequests: {
    title: 'One-day class requests',
    description: 'Contact one-day class applicants and confirm their class times.',
  },
  staffLessonScheduleChanges: {
    title: 'Schedule change requests',
    description: 'Review and process lesson schedule changes requested by members.',
  },
  staffInquiries: {
    title: 'Inquiries',
    description: 'Read incoming inquiries and post your replies.',
  },
  staffPracticeBooking: {
    title: 'Practice rooms',
    description: 'See practice room bookings by month, with details for each session.',
  },
  staffAttendance: {
    title: 'Attendance',
    description:
      'Record the attendance of each lesson of a week. Lessons the academy cancels and absences with notice earn make-up credits.',
  },
  staffLessonSchedule: {
    title: 'Lesson schedule',
    description: 'Manage regular lessons and personal events on one calendar.',
  },
  staffClosures: {
    title: 'Closed days',
    description:
      'Declare or remove the days the academy is closed, and declare coming public holidays closed in one click.',
  },
  staffMakeups: {
    title: 'Make-ups',
    description:
      "Check a member's make-up credits and lessons, grant or void credits and decide make-up requests.",
  },
};
