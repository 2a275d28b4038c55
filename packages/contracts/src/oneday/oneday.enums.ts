import { z } from 'zod';
import type { TBilingualText } from '../common/language';
import { REQUEST_STATE_LABELS } from '../common/request-states';

export const ONEDAY_STATUSES = [
  'pending',
  'contacted',
  'scheduled',
  'completed',
  'cancelled',
] as const;
export const ZOnedayStatus = z.enum(ONEDAY_STATUSES, { error: 'invalidValue' });
export type TOnedayStatus = z.infer<typeof ZOnedayStatus>;

export const ONEDAY_STATUS_LABELS = {
  pending: REQUEST_STATE_LABELS.pending,
  contacted: { ko: '연락완료', en: 'Contacted' },
  scheduled: { ko: '일정확정', en: 'Scheduled' },
  completed: { ko: '수업완료', en: 'Completed' },
  cancelled: REQUEST_STATE_LABELS.cancelled,
} as const satisfies Record<TOnedayStatus, TBilingualText>;

/** docs/product/states.md one-day state machine; completed and cancelled are final. */
export const ONEDAY_TRANSITIONS = {
  pending: ['contacted', 'scheduled', 'cancelled'],
  contacted: ['scheduled', 'cancelled'],
  scheduled: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
} as const satisfies Record<TOnedayStatus, readonly TOnedayStatus[]>;

export function canTransitionOneday(from: TOnedayStatus, to: TOnedayStatus): boolean {
  return (ONEDAY_TRANSITIONS[from] as readonly TOnedayStatus[]).includes(to);
}

export function nextOnedayStatuses(from: TOnedayStatus): readonly TOnedayStatus[] {
  return ONEDAY_TRANSITIONS[from];
}

/** The scheduled date is shown only once a class is scheduled or done. */
export const ONEDAY_STATUSES_WITH_SCHEDULE = ['scheduled', 'completed'] as const;

export function showsOnedaySchedule(status: TOnedayStatus): boolean {
  return (ONEDAY_STATUSES_WITH_SCHEDULE as readonly TOnedayStatus[]).includes(status);
}
