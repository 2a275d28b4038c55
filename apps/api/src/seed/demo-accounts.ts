/**
 * The demo academy's accounts, as the README lists them: the one declaration that the demo seed
 * creates and that the API tests, the e2e tests and the benchmark sign in with. It imports
 * nothing, so test code can import it without pulling in the app.
 */
export const DEMO_ACCOUNTS = {
  admin: {
    loginId: 'admin',
    password: 'admin1234',
    name: '박지훈',
    email: 'admin@example.com',
    phoneNumber: '01055556666',
  },
  student: {
    loginId: 'student',
    password: 'student1234',
    name: '김민준',
    email: 'student@example.com',
    phoneNumber: '01012345678',
  },
  foreign: {
    loginId: 'foreign',
    password: 'foreign1234',
    name: 'Emily Carter',
    email: 'foreign@example.com',
    phoneNumber: '01098765432',
  },
} as const;

/** What a login form or request takes: an account's login id and password, nothing else. */
export function demoCredentials(account: { loginId: string; password: string }): {
  loginId: string;
  password: string;
} {
  return { loginId: account.loginId, password: account.password };
}
