import { paths } from '@/config/paths';
import type { TAuthUser, TUserType } from './types';

export type TAccountRole = 'admin' | 'teacher' | 'member';

export function getAccountRole(userType: TUserType, user: TAuthUser): TAccountRole {
  if (userType === 'user') return 'member';
  return user.role === 'admin' ? 'admin' : 'teacher';
}

export function getDashboardPath(userType: TUserType): string {
  return userType === 'teacher' ? paths.staff.dashboard : paths.member.dashboard;
}

/** The server has used both spellings of the flag. */
export function isForeignUser(user: TAuthUser | null): boolean {
  return user?.isForeigner === true || user?.isForeign === true;
}
