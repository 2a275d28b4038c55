/** The demo accounts listed in the README; the e2e tests sign in with them. */
export const DEMO_ACCOUNTS = {
  admin: { loginId: 'admin', password: 'admin1234' },
  student: { loginId: 'student', password: 'student1234', phoneNumber: '01012345678' },
  foreign: { loginId: 'foreign', password: 'foreign1234', phoneNumber: '01098765432' },
} as const;
