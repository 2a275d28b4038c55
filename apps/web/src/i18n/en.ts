import type { TDictionary } from './types';

export const en: TDictionary = {
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
    contactCheck: 'My inquiries',
    login: 'Log in',
    myPage: 'My page',
    scheduleChange: 'Reschedule',
    practiceBooking: 'Practice rooms',
    changePassword: 'Change password',
    dashboard: 'Dashboard',
    users: 'Members',
    lessonRequests: 'Lesson requests',
    onedayRequests: 'One-day requests',
    lessonModifications: 'Schedule changes',
    contacts: 'Inquiries',
    lessonSchedule: 'Lesson schedule',
    practiceStatus: 'Practice rooms',
    pendingBadge: '{count} pending',
  },
  account: {
    greeting: 'Hello, {name}',
    greetingWithoutName: 'Hello',
    logout: 'Log out',
    loggingOut: 'Logging out…',
    roles: {
      admin: 'Admin',
      teacher: 'Teacher',
      member: 'Member',
    },
  },
  footer: {
    contactHeading: 'Visiting hours',
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
  },
  errors: {
    title: 'Something went wrong',
    unexpected: 'An unexpected problem occurred. Please try again in a moment.',
    chunkLoad: 'We could not load this screen ({chunk}). Check your connection and try again.',
    reload: 'Reload',
    goHome: 'Go to home',
  },
  pages: {
    home: {
      documentTitle: 'Drum Academy · One-on-one drum lessons',
      eyebrow: 'One-on-one drum lessons',
      lead: 'From playing for fun to preparing for music school auditions, learn at your own pace with private lessons.',
      lessonRequestCta: 'Apply for lessons',
      oneDayClassCta: 'Free one-day class',
      heroNote: 'The one-day class is free of charge.',
    },
    academyTour: {
      title: 'Academy tour',
      description:
        'Take a photo tour of the academy, from the lounge to the lesson and practice rooms.',
    },
    instructors: {
      title: 'Instructors',
      description: 'Meet our instructor: background, teaching approach and why students choose us.',
    },
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
    contactCheck: {
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
    privacyPolicy: {
      title: 'Privacy policy',
      description: 'Effective 20 August 2025',
    },
    termsOfService: {
      title: 'Terms of service',
      description: 'Effective 20 August 2025',
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
    staffLessonRequests: {
      title: 'Lesson requests',
      description: 'Review regular lesson applications and approve or decline them.',
    },
    staffOnedayRequests: {
      title: 'One-day class requests',
      description: 'Contact one-day class applicants and confirm their class times.',
    },
    staffLessonModifications: {
      title: 'Schedule change requests',
      description: 'Review and process lesson schedule changes requested by members.',
    },
    staffContacts: {
      title: 'Inquiries',
      description: 'Read incoming inquiries and post your replies.',
    },
    staffPracticeBooking: {
      title: 'Practice rooms',
      description: 'See practice room bookings by month, with details for each session.',
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
      contactLink: 'Contact us',
      contactLinkHint: 'Ask us anything directly',
    },
  },
};
