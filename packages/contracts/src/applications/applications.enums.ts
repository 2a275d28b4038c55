import { z } from 'zod';
import type { TBilingualText } from '../common/language';
import { recordOf } from '../common/records';
import { REQUEST_STATE_LABELS } from '../common/request-states';
import { aliasedEnum, type TEnumAliases } from '../common/text-fields';
import { FEES } from '../constants/fees';

/** Values the public application form sends and staff views answer: 일반 = general, 입시 = exam. */
export const APPLICATION_LESSON_TYPES = ['일반', '입시'] as const;
export type TApplicationLessonType = (typeof APPLICATION_LESSON_TYPES)[number];

/** The English names of the application's lesson types, accepted wherever the Korean ones are. */
export const LESSON_TYPE_QUERY_ALIASES = {
  general: '일반',
  exam: '입시',
} as const satisfies TEnumAliases<typeof APPLICATION_LESSON_TYPES>;

export const ZApplicationLessonType = aliasedEnum(
  APPLICATION_LESSON_TYPES,
  LESSON_TYPE_QUERY_ALIASES,
  'lessonTypeRequired',
);

export function parseLessonTypeQuery(
  value: string | null | undefined,
): TApplicationLessonType | null {
  const normalized = value?.trim().toLowerCase() ?? '';
  if (normalized === 'general' || normalized === 'exam') {
    return LESSON_TYPE_QUERY_ALIASES[normalized];
  }
  return APPLICATION_LESSON_TYPES.find((type) => type === normalized) ?? null;
}

/** Lesson types staff assign to members (docs/product/entities.md staff views). */
export const STAFF_LESSON_TYPES = [
  'beginner',
  'intermediate',
  'advanced',
  'kids',
  'entrance',
] as const;
export const ZStaffLessonType = z.enum(STAFF_LESSON_TYPES, { error: 'invalidValue' });
export type TStaffLessonType = z.infer<typeof ZStaffLessonType>;

/** Staff views show whichever value is stored: the applicant's choice or the assigned level. */
export const ANY_LESSON_TYPES = [...APPLICATION_LESSON_TYPES, ...STAFF_LESSON_TYPES] as const;
export const ZAnyLessonType = z.enum(ANY_LESSON_TYPES, { error: 'invalidValue' });
export type TAnyLessonType = z.infer<typeof ZAnyLessonType>;

export const LESSON_TYPE_LABELS = {
  일반: { ko: '일반 (취미)', en: 'General (hobby)' },
  입시: { ko: '입시', en: 'Entrance exam' },
  beginner: { ko: '초급', en: 'Beginner' },
  intermediate: { ko: '중급', en: 'Intermediate' },
  advanced: { ko: '고급', en: 'Advanced' },
  kids: { ko: '키즈', en: 'Kids' },
  entrance: { ko: '입시', en: 'Entrance exam' },
} as const satisfies Record<TAnyLessonType, TBilingualText>;

/** docs/product/constants.md: approval pre-fills 170000, or 210000 for the entrance (exam) type. */
export function defaultMonthlyFee(lessonType: TAnyLessonType | null): number {
  return lessonType === 'entrance' || lessonType === '입시'
    ? FEES.EXAM_MONTHLY
    : FEES.REGULAR_MONTHLY;
}

export const LESSON_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const ZLessonApplicationStatus = z.enum(LESSON_APPLICATION_STATUSES, {
  error: 'invalidValue',
});
export type TLessonApplicationStatus = z.infer<typeof ZLessonApplicationStatus>;

export const LESSON_APPLICATION_STATUS_LABELS = recordOf(
  LESSON_APPLICATION_STATUSES,
  (status) => REQUEST_STATE_LABELS[status],
);

/** docs/product/states.md: only a pending application can be approved or rejected. */
export function canDecideLessonApplication(status: TLessonApplicationStatus): boolean {
  return status === 'pending';
}
