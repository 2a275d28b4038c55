import { paths } from '@/config/paths';
import type { TAuthUser, TSession, TUserType } from './types';

export type TAccountRole = 'admin' | 'teacher' | 'member';

export function getAccountRole(session: TSession): TAccountRole {
  return session.userType === 'user' ? 'member' : session.user.role;
}

export function getDashboardPath(userType: TUserType): string {
  return userType === 'teacher' ? paths.staff.dashboard : paths.member.dashboard;
}

function isInside(pathname: string, root: string): boolean {
  return pathname === root || pathname.startsWith(`${root}/`);
}

/** The page a guard sent to /login, kept in the navigation state. */
export function fromState(state: unknown): unknown {
  return typeof state === 'object' && state !== null && 'from' in state ? state.from : undefined;
}

/** Back to the page that sent the visitor to /login when it is in their own area, else the dashboard. */
export function getPostLoginPath(userType: TUserType, from: unknown): string {
  const root = userType === 'teacher' ? paths.staff.root : paths.member.root;
  return typeof from === 'string' && isInside(from, root) ? from : getDashboardPath(userType);
}

export type TNavigationTarget = { to: string; state?: { from: string } };

/**
 * Where a signed-in account goes from /login: as `getPostLoginPath` says, by way of the
 * new-password screen while it still has the password it was issued (docs/product/roles.md).
 */
export function getSignedInTarget(
  session: Pick<TSession, 'userType' | 'mustChangePassword'>,
  from: unknown,
): TNavigationTarget {
  const next = getPostLoginPath(session.userType, from);
  return session.mustChangePassword
    ? { to: paths.newPassword, state: { from: next } }
    : { to: next };
}

export function isForeignMember(user: TAuthUser | null): boolean {
  return user?.isForeigner === true;
}
