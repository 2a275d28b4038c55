import { FEEDBACK_MESSAGES, type TUserByIdResponse } from '@academy/contracts';
import type { AccountRef } from '../auth/account-ref.js';
import { AppError } from '../http/app-error.js';
import type { GetStudentProfile } from './get-student-profile.js';
import { toAdminUserListItem } from './staff-users-mappers.js';
import type { StaffUsersRepository } from './staff-users-repository.js';

const notFound = () => new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);

/**
 * One member by id. Staff read any member as their member list shows it; a member reads only
 * their own profile, and another member's id answers exactly like a missing one so that ids
 * of other members cannot be probed.
 */
export function createGetUserById(deps: {
  getStudentProfile: GetStudentProfile;
  users: Pick<StaffUsersRepository, 'findListRow'>;
}) {
  const { getStudentProfile, users } = deps;
  return async function getUserById(caller: AccountRef, id: number): Promise<TUserByIdResponse> {
    if (caller.type === 'staff') {
      const row = await users.findListRow(id);
      if (!row) throw notFound();
      return toAdminUserListItem(row);
    }
    if (caller.id !== id) throw notFound();
    return getStudentProfile(id);
  };
}

export type GetUserById = ReturnType<typeof createGetUserById>;
