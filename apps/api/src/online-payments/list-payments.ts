import {
  buildPagination,
  paginationOffset,
  seoulMonthOf,
  type TPaymentList,
  type TPaymentListQuery,
} from '@academy/contracts';
import { type Clock, systemClock } from '../lib/clock.js';
import { toStaffPayment } from './payment-mappers.js';
import type { StaffPaymentRepository } from './staff-payment-repository.js';

/** One page of the online payments of a month's dues (the current Seoul month by default). */
export function createListPayments(deps: { views: StaffPaymentRepository; now?: Clock }) {
  const { views, now = systemClock } = deps;
  return async function listPayments(query: TPaymentListQuery): Promise<TPaymentList> {
    const month = query.month ?? seoulMonthOf(now());
    const { rows, total } = await views.findPage(
      month,
      query.state,
      paginationOffset(query),
      query.limit,
    );
    return {
      month,
      payments: rows.map(toStaffPayment),
      pagination: buildPagination({ total, page: query.page, limit: query.limit }),
    };
  };
}

export type ListPayments = ReturnType<typeof createListPayments>;
