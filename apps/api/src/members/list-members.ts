import type { TMemberListItem, TMemberStatus } from '@academy/contracts';
import { toMemberListItem } from './staff-members-mappers.js';
import type { StaffMembersRepository } from './staff-members-repository.js';

/** The staff's member list, in its sorted order, one page (docs/product/api.md). */
export function createListMembers(deps: { users: StaffMembersRepository }) {
  const { users } = deps;
  return async function listMembers(query: {
    status: TMemberStatus | undefined;
    skip: number;
    take: number;
  }): Promise<{ users: TMemberListItem[]; total: number }> {
    const { rows, total } = await users.findPage(query);
    return { users: rows.map(toMemberListItem), total };
  };
}

export type ListMembers = ReturnType<typeof createListMembers>;
