import { FEEDBACK_MESSAGES, type TMemberByIdResponse } from '@academy/contracts';
import type { AccountRef } from '../auth/account-ref.js';
import { AppError } from '../http/app-error.js';
import type { GetStudentProfile } from './get-student-profile.js';
import { toMemberListItem } from './staff-members-mappers.js';
import type { StaffMembersRepository } from './staff-members-repository.js';

const notFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/**
 * One member by id. Staff read any member as their member list shows it; a member reads only
 * their own profile, and another member's id answers exactly like a missing one so that ids
 * of other members cannot be probed.
 */
export function createGetMemberById(deps: {
  getStudentProfile: GetStudentProfile;
  users: Pick<StaffMembersRepository, 'findListRow'>;
}) {
  const { getStudentProfile, users } = deps;
  return async function getMemberById(
    caller: AccountRef,
    id: number,
  ): Promise<TMemberByIdResponse> {
    if (caller.type === 'staff') {
      const row = await users.findListRow(id);
      if (!row) throw notFound();
      return toMemberListItem(row);
    }
    if (caller.id !== id) throw notFound();
    return getStudentProfile(id);
  };
}

export type GetMemberById = ReturnType<typeof createGetMemberById>;
