import { toAcademyIsoDate, type TMemberListItem } from '@academy/contracts';
import { type Clock, systemClock } from '../lib/clock.js';
import type { MemberListFilters } from './member-list-order.js';
import { toMemberListItem } from './staff-members-mappers.js';
import type { StaffMembersRepository } from './staff-members-repository.js';

/**
 * The staff's member list, in its sorted order, one page (docs/product/api.md), narrowed by the
 * filters (docs/product/back-office.md). "Today" and "this month" are Seoul's, as the running weekly
 * slot, the unpaid dues and the open credits are counted in Seoul days.
 */
export function createListMembers(deps: { users: StaffMembersRepository; now?: Clock }) {
  const { users, now = systemClock } = deps;
  return async function listMembers(query: {
    filters: MemberListFilters;
    skip: number;
    take: number;
  }): Promise<{ users: TMemberListItem[]; total: number }> {
    const today = toAcademyIsoDate(now());
    const moment = { today, month: today.slice(0, 7) };
    const { rows, total } = await users.findPage({ ...query, moment });
    return { users: rows.map(toMemberListItem), total };
  };
}

export type ListMembers = ReturnType<typeof createListMembers>;
