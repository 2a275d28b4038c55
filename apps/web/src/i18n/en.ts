import { enApplications } from './sections/applications.en';
import { enAttendance } from './sections/attendance.en';
import { enInquiries } from './sections/inquiries.en';
import { enMember } from './sections/member.en';
import { enSite } from './sections/site.en';
import { enStaffCalendar } from './sections/staff-calendar.en';
import { enStaffDashboard } from './sections/staff-dashboard.en';
import { enStaffLessons } from './sections/staff-lessons.en';
import { enStaffRequests } from './sections/staff-requests.en';
import { enTuition } from './sections/tuition.en';
import { enMakeups } from './sections/makeups.en';
import { enEmailChange } from './sections/email-change.en';
import type { TDictionary } from './types';

export const en: TDictionary = {
  site: enSite,
  applications: enApplications,
  inquiries: enInquiries,
  member: enMember,
  staffDashboard: enStaffDashboard,
  staffCalendar: enStaffCalendar,
  staffLessons: enStaffLessons,
  staffRequests: enStaffRequests,
  tuition: enTuition,
  attendance: enAttendance,
  makeups: enMakeups,
  emailChange: enEmailChange,
  brand: {
    name: 'Drum Academy',
    tagline: 'One-on-one drum lessons, from your first pair of sticks to your first stage.',
    documentTitle: '{page} | Drum Academy',
  },
  common: {
    skipToContent: 'Skip to main content',
    pageLoading: 'Loading the page…',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main navigation',
    sidebarNavigation: 'Site menu',
    goHomeLabel: '{name} home',
    goDashboardLabel: '{name} dashboard',
  },
  language: {
    switchTo: '한국어',
    switchLabel: 'View in Korean',
    forcedNotice: 'Shown in English for international members',
  },
  nav: {
    home: 'Home',
    academyTour: 'Academy tour',
    instructors: 'Instructors',
    lessonRequest: 'Lessons',
    oneDayClass: 'One-day class',
    contact: 'Contact',
    inquiryCheck: 'My inquiries',
    login: 'Log in',
    myPage: 'My page',
    scheduleChange: 'Reschedule',
    practiceBooking: 'Practice rooms',
    changePassword: 'Change password',
    dashboard: 'Dashboard',
    users: 'Members',
    teachers: 'Staff',
    jobs: 'Jobs',
    lessonRequests: 'Lesson requests',
    onedayRequests: 'One-day requests',
    lessonScheduleChanges: 'Schedule changes',
    contacts: 'Inquiries',
    lessonSchedule: 'Lesson schedule',
    practiceStatus: 'Practice rooms',
    tuition: 'Tuition',
    attendance: 'Attendance',
    pendingBadge: '{count} pending',
    unpaidBadge: '{count} unpaid',
  },
  account: {
    greeting: 'Hello, {name}',
    greetingWithoutName: 'Hello',
    logout: 'Log out',
    loggingOut: 'Logging out…',
  },
  footer: {
    inquiryHeading: 'Visiting hours',
    officeHoursLabel: 'Office hours',
    officeHours: 'Mon–Fri 9:00–18:00',
    lessonHoursLabel: 'Lesson hours',
    lessonHoursWeekday: 'Weekdays 10:00–22:00',
    lessonHoursWeekend: 'Weekends 9:00–18:00',
    replyPromise: 'We reply to every inquiry within 1–2 business days.',
    policiesHeading: 'Policies',
    privacyPolicy: 'Privacy policy',
    termsOfService: 'Terms of service',
    copyright: '© {year} Drum Academy. All rights reserved.',
  },
  floatingWidget: {
    label: 'Quick contact',
  },
  auth: {
    checkingSession: 'Checking your sign-in…',
    login: {
      loginIdLabel: 'ID or phone number',
      loginIdHint: 'You can enter your phone number as digits only.',
      passwordLabel: 'Password',
      submit: 'Log in',
      submitting: 'Logging in…',
      helpLabel: 'Login help',
      forgotPassword: 'Forgot your password?',
      contact: 'Contact the academy',
      home: 'Back to home',
    },
    forgotPassword: {
      stepsLabel: 'Password reset steps',
      stepDone: '(done)',
      steps: {
        email: 'Email',
        verification: 'Verification code',
        newPassword: 'New password',
        complete: 'Done',
      },
      emailTitle: 'Enter the email on your account',
      emailLabel: 'Email',
      emailHint: 'We will send a 6-digit verification code to the email on your account.',
      sendCode: 'Send code',
      sendingCode: 'Sending…',
      verificationTitle: 'Enter the verification code',
      codeSentTo: 'We sent a verification code to {email}.',
      codeLabel: 'Verification code',
      codeHint: '6 digits, valid for {minutes} minutes.',
      timeLeft: 'Time left {time}',
      codeExpired: 'The code has expired. Please request a new one.',
      verify: 'Verify',
      verifying: 'Verifying…',
      resend: 'Resend code',
      resending: 'Resending…',
      codeLinkHint: 'You can also open the link in the email to continue.',
      linkTitle: 'Confirm it is you',
      linkLead:
        'You opened the link from your email. If you asked to reset your password, press the button to confirm it is you and choose a new password.',
      linkConfirm: 'Confirm and continue',
      linkConfirming: 'Confirming…',
      restart: 'Start over',
      changeEmail: 'Use a different email',
      newPasswordTitle: 'Choose a new password',
      newPasswordLabel: 'New password',
      newPasswordHint: 'At least 6 characters.',
      confirmPasswordLabel: 'Confirm new password',
      submitReset: 'Reset password',
      resetting: 'Resetting…',
      completeTitle: 'Your password has been reset',
      completeMessage: 'Please log in again with your new password.',
      goToLogin: 'Go to login',
      backToLogin: 'Back to login',
    },
    changePassword: {
      currentPasswordLabel: 'Current password',
      newPasswordLabel: 'New password',
      newPasswordHint: 'At least 6 characters.',
      confirmPasswordLabel: 'Confirm new password',
      submit: 'Change password',
      submitting: 'Changing…',
    },
    newPassword: {
      currentPasswordLabel: 'Temporary password',
      submit: 'Save new password',
    },
  },
  errors: {
    title: 'Something went wrong',
    unexpected: 'An unexpected problem occurred. Please try again in a moment.',
    chunkLoad: 'We could not load this screen ({chunk}). Check your connection and try again.',
    reload: 'Reload',
    goHome: 'Go to home',
  },
  pages: {
    lessonRequest: {
      title: 'Apply for regular lessons',
      description:
        'Apply for weekly one-on-one lessons. The more days and times you can offer, the sooner we can fit you in.',
    },
    oneDayClass: {
      title: 'One-day class',
      description: 'Try the drums with no commitment. The one-day class is free.',
    },
    contact: {
      title: 'Contact us',
      description: 'Leave us your question and we will reply within 1–2 business days.',
    },
    inquiryCheck: {
      title: 'My inquiries',
      description: 'Browse the frequently asked questions and check the replies to your inquiries.',
    },
    login: {
      title: 'Log in',
      description: 'Log in with your ID or phone number and your password.',
    },
    forgotPassword: {
      title: 'Reset your password',
      description: 'Verify the email address on your account, then choose a new password.',
    },
    changePassword: {
      title: 'Change password',
      description: 'Confirm your current password, then choose a new one of at least 6 characters.',
    },
    newPassword: {
      title: 'Set your new password',
      description:
        'You signed in with a temporary password. Enter it, then save a new password of your own to use the rest of the site.',
    },
    memberDashboard: {
      title: 'My page',
      description: 'Your details, lesson day and time, and latest notifications at a glance.',
    },
    memberLessonSchedule: {
      title: 'Request a schedule change',
      description:
        'Move one of your lessons in the next four weeks to a day and time that suits you.',
    },
    memberPracticeBooking: {
      title: 'Book a practice room',
      description: 'Pick a date and time to book a practice room, for one hour or more.',
    },
    staffDashboard: {
      title: 'Dashboard',
      description: 'Review the latest notifications and send announcements to all members.',
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
    notFound: {
      title: 'Page not found',
      description: 'This page may have moved or no longer exists. Please check the address.',
      goHome: 'Back to home',
      helpfulLinks: 'You might be looking for',
      homeLink: 'Home',
      homeLinkHint: 'About the academy and our lesson programs',
      inquiryLink: 'Contact us',
      inquiryLinkHint: 'Ask us anything directly',
    },
  },
};
