import { z } from 'zod';
import type { TBilingualText } from '../common/language';
import { REQUEST_STATE_LABELS } from '../common/request-states';

export const SCHEDULE_CHANGE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export const ZScheduleChangeStatus = z.enum(SCHEDULE_CHANGE_STATUSES, { error: 'invalidValue' });
export type TScheduleChangeStatus = z.infer<typeof ZScheduleChangeStatus>;

export const SCHEDULE_CHANGE_STATUS_LABELS = REQUEST_STATE_LABELS satisfies Record<
  TScheduleChangeStatus,
  TBilingualText
>;

/** docs/product/states.md: only a pending request can be approved or rejected. */
export function canProcessScheduleChange(status: TScheduleChangeStatus): boolean {
  return status === 'pending';
}

export const SCHEDULE_CHANGE_REQUEST_TYPES = ['reschedule'] as const;
export const ZScheduleChangeRequestType = z.enum(SCHEDULE_CHANGE_REQUEST_TYPES, {
  error: 'invalidValue',
});
export type TScheduleChangeRequestType = z.infer<typeof ZScheduleChangeRequestType>;

export const CHANGE_TYPES = ['temporary', 'permanent'] as const;
export const ZChangeType = z.enum(CHANGE_TYPES, { error: 'invalidValue' });
export type TChangeType = z.infer<typeof ZChangeType>;

export const CHANGE_TYPE_LABELS = {
  temporary: { ko: '일시 변경', en: 'One-time change' },
  permanent: { ko: '영구 변경', en: 'Permanent change' },
} as const satisfies Record<TChangeType, TBilingualText>;

export const CHANGE_PERIODS = ['custom', 'period'] as const;
export const ZChangePeriod = z.enum(CHANGE_PERIODS, { error: 'invalidValue' });
export type TChangePeriod = z.infer<typeof ZChangePeriod>;

export const CHANGE_PERIOD_LABELS = {
  custom: { ko: '지정 날짜', en: 'Specific date' },
  period: { ko: '기간', en: 'Period' },
} as const satisfies Record<TChangePeriod, TBilingualText>;
