import type { TMemberSessionUser, TStaffSessionUser, TVerifyResponse } from '@academy/contracts';
import type { TMyProfile } from '@/components/member-area/get-my-profile';

export function memberUser(overrides: Partial<TMemberSessionUser> = {}): TMemberSessionUser {
  return {
    userId: 7,
    name: '김하늘',
    email: 'student@example.com',
    phoneNumber: '01012345678',
    isForeigner: false,
    lessonDayOfWeek: 'Tuesday',
    lessonStartTime: '19:00',
    lessonEndTime: '20:00',
    ...overrides,
  };
}

/** GET /users/me for the member of `memberUser`, taught by the teacher of `staffUser`. */
export function memberProfile(overrides: Partial<TMyProfile> = {}): TMyProfile {
  return { ...memberUser(), teacherId: 1, ...overrides };
}

export function staffUser(overrides: Partial<TStaffSessionUser> = {}): TStaffSessionUser {
  return {
    teacherId: 1,
    name: '박지훈',
    email: 'admin@example.com',
    phoneNumber: null,
    role: 'teacher',
    isForeigner: false,
    ...overrides,
  };
}

/** `mustChangePassword`: signed in with the password the account was issued. */
type TSessionFlags = { mustChangePassword?: boolean };

export function memberSession(
  user: Partial<TMemberSessionUser> = {},
  { mustChangePassword = false }: TSessionFlags = {},
): TVerifyResponse {
  return { userType: 'user', user: memberUser(user), mustChangePassword };
}

export function staffSession(
  user: Partial<TStaffSessionUser> = {},
  { mustChangePassword = false }: TSessionFlags = {},
): TVerifyResponse {
  return { userType: 'teacher', user: staffUser(user), mustChangePassword };
}
