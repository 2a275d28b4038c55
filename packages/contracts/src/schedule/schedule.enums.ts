import { z } from 'zod';
import type { TBilingualText } from '../common/language';

export const SCHEDULE_TYPES = ['personal', 'oneday_class'] as const;
export const ZScheduleType = z.enum(SCHEDULE_TYPES, { error: 'invalidValue' });
export type TScheduleType = z.infer<typeof ZScheduleType>;

export const SCHEDULE_TYPE_LABELS = {
  personal: { ko: '개인 일정', en: 'Personal' },
  oneday_class: { ko: '원데이클래스', en: 'One-day class' },
} as const satisfies Record<TScheduleType, TBilingualText>;

export const RECURRING_PATTERNS = ['daily', 'weekly', 'monthly'] as const;
export const ZRecurringPattern = z.enum(RECURRING_PATTERNS, { error: 'requiredItems' });
export type TRecurringPattern = z.infer<typeof ZRecurringPattern>;

export const RECURRING_PATTERN_LABELS = {
  daily: { ko: '매일', en: 'Daily' },
  weekly: { ko: '매주', en: 'Weekly' },
  monthly: { ko: '매월', en: 'Monthly' },
} as const satisfies Record<TRecurringPattern, TBilingualText>;

/** A member override with this scope removes one lesson date from the change options. */
export const SINGLE_OVERRIDE_SCOPE = 'single';
