import {
  buildPagination,
  paginationOffset,
  seoulMonthOf,
  type TTuitionList,
  type TTuitionListQuery,
} from '@academy/contracts';
import { toTuitionDue } from './tuition-mappers.js';
import type { TuitionRepository } from './tuition-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** One page of a month's dues (the current Seoul month by default) and the whole month's totals. */
export function createListTuitionDues(deps: { tuition: TuitionRepository; now?: Clock }) {
  const { tuition, now = systemClock } = deps;
  return async function listTuitionDues(query: TTuitionListQuery): Promise<TTuitionList> {
    const month = query.month ?? seoulMonthOf(now());
    const [{ rows, total }, totals] = await Promise.all([
      tuition.findPage(month, query.status, paginationOffset(query), query.limit),
      tuition.totalsOf(month),
    ]);
    return {
      month,
      dues: rows.map(toTuitionDue),
      totals: { dueCount: totals.paidCount + totals.unpaidCount, ...totals },
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    };
  };
}

export type ListTuitionDues = ReturnType<typeof createListTuitionDues>;
