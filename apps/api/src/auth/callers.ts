import type { AuthContext } from './authenticate.js';

/** The signed-in member making a request. */
export interface MemberCaller {
  kind: 'member';
  /** Whose call it is: the signed-in member, or the child their guardian acts for. */
  id: number;
  auth: AuthContext;
  /** Set when a guardian makes the call for their child (`id`): the guardian's member id. */
  actingGuardianId?: number;
}

/** The signed-in staff member (teacher or admin) making a request. */
export interface StaffCaller {
  kind: 'staff';
  id: number;
  isAdmin: boolean;
  auth: AuthContext;
}

export type SignedInCaller = MemberCaller | StaffCaller;

/** The caller a session names; the access guards decide beforehand which kinds may get here. */
export function callerOf(auth: AuthContext): SignedInCaller {
  const { account, session } = auth;
  if (session.userType === 'teacher') {
    return { kind: 'staff', id: account.id, isAdmin: session.user.role === 'admin', auth };
  }
  return { kind: 'member', id: account.id, auth };
}
