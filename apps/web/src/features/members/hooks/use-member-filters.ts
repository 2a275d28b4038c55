import { MEMBER_LIST_LIMITS } from '@academy/contracts';
import type { TLessonWeekday, TMembersListQuery, TMemberStatus } from '@academy/contracts';
import { useState } from 'react';
import { useSettledValue } from '@/lib/use-settled-value';

/** What the staff member list is narrowed by, as the screen holds it ('all': no filter). */
export type TMemberFilters = {
  search: string;
  status: TMemberStatus | 'all';
  weekday: TLessonWeekday | 'all';
  teacherId: string;
  unpaid: boolean;
  openCredits: boolean;
};

export type TMemberListFilterQuery = Partial<
  Pick<TMembersListQuery, 'status' | 'weekday' | 'teacherId' | 'search'>
> & { unpaid?: 'true'; openCredits?: 'true' };

export const NO_MEMBER_FILTERS: TMemberFilters = {
  search: '',
  status: 'all',
  weekday: 'all',
  teacherId: 'all',
  unpaid: false,
  openCredits: false,
};

/** The search asks once typing pauses this long, not on every key. */
export const MEMBER_SEARCH_DEBOUNCE_MS = 300;

/** Only the filters in use go on the wire: with none, the list asks exactly as it always did. */
export function memberFilterQuery(filters: TMemberFilters): TMemberListFilterQuery {
  const search = filters.search.trim().slice(0, MEMBER_LIST_LIMITS.SEARCH_MAX);
  return {
    ...(search ? { search } : {}),
    ...(filters.status === 'all' ? {} : { status: filters.status }),
    ...(filters.weekday === 'all' ? {} : { weekday: filters.weekday }),
    ...(filters.teacherId === 'all' ? {} : { teacherId: Number(filters.teacherId) }),
    ...(filters.unpaid ? { unpaid: 'true' as const } : {}),
    ...(filters.openCredits ? { openCredits: 'true' as const } : {}),
  };
}

/** The filters being edited, and the query they make once the search has settled. */
export function useMemberFilters() {
  const [filters, setFilters] = useState<TMemberFilters>(NO_MEMBER_FILTERS);
  const search = useSettledValue(filters.search, MEMBER_SEARCH_DEBOUNCE_MS);
  const change = (next: Partial<TMemberFilters>) => setFilters((now) => ({ ...now, ...next }));
  return {
    filters,
    change,
    clear: () => setFilters(NO_MEMBER_FILTERS),
    isFiltered: JSON.stringify(filters) !== JSON.stringify(NO_MEMBER_FILTERS),
    query: memberFilterQuery({ ...filters, search }),
  };
}
