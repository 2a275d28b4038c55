/** Every route path of the app, written once. Nested routes use the absolute paths below. */
export const paths = {
  home: '/',
  academyTour: '/academy-tour',
  instructors: '/instructors',
  lessonRequest: '/lesson-request',
  oneDayClass: '/one-day-class',
  contact: '/contact',
  inquiryCheck: '/contact/check',
  login: '/login',
  forgotPassword: '/forgot-password',
  /** Where an account that signed in with an issued (temporary) password must set its own. */
  newPassword: '/new-password',
  /** The front-desk check-in kiosk: full screen, for staff (docs/product/checkin.md). */
  checkin: '/checkin',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  /**
   * The pages of the links an e-mail change mails: EMAIL_CHANGE_PAGES, which the API writes into
   * them (paths.test.ts holds the two equal; written out so that every guest page's chunk does
   * not carry the contracts module).
   */
  emailChangeConfirm: '/email-change/confirm',
  emailChangeUndo: '/email-change/undo',
  member: {
    root: '/user',
    dashboard: '/user/dashboard',
    lessonSchedule: '/user/lesson-schedule',
    practiceBooking: '/user/practice-booking',
    practiceLog: '/user/practice-log',
    changePassword: '/user/change-password',
    // Where the payment window sends the browser back: the API's PAYMENT_RETURN_PATHS.
    paymentSuccess: '/user/payments/success',
    paymentFail: '/user/payments/fail',
    /** A paid due's receipt (docs/product/receipts.md); see receiptPath. */
    receipt: '/user/tuition/receipts/:id',
  },
  staff: {
    root: '/admin',
    dashboard: '/admin/dashboard',
    users: '/admin/users',
    /** One member's page (docs/product/back-office.md#the-member-page); see memberPath. */
    member: '/admin/users/:id',
    teachers: '/admin/teachers',
    jobs: '/admin/jobs',
    textMessages: '/admin/text-messages',
    tuition: '/admin/tuition',
    payments: '/admin/payments',
    attendance: '/admin/attendance',
    lessonRequests: '/admin/lesson-requests',
    onedayRequests: '/admin/oneday-requests',
    lessonScheduleChanges: '/admin/lesson-modifications',
    pauses: '/admin/pauses',
    announcements: '/admin/announcements',
    contacts: '/admin/contacts',
    practiceBooking: '/admin/practice-booking',
    lessonSchedule: '/admin/lesson-schedule',
    closures: '/admin/closures',
    makeups: '/admin/makeups',
    changePassword: '/admin/change-password',
  },
} as const;

/** The staff page of one member. */
export const memberPath = (memberId: number) => paths.staff.member.replace(':id', String(memberId));

/** The public pages anyone may open without signing in (docs/product/screens-and-routes.md guest routes). */
export const guestPagePaths: readonly string[] = [
  paths.home,
  paths.academyTour,
  paths.instructors,
  paths.lessonRequest,
  paths.oneDayClass,
  paths.contact,
  paths.inquiryCheck,
  paths.login,
  paths.forgotPassword,
  paths.privacyPolicy,
  paths.termsOfService,
];
