import { z } from 'zod';
import type { TBilingualText } from '../common/language';
import { aliasedEnum, type TEnumAliases } from '../common/text-fields';

/** Stored as English codes; answered as the Korean value with the code beside it. */
export const INQUIRY_CATEGORIES = ['lesson', 'fee', 'oneday', 'facility', 'other'] as const;
export const ZInquiryCategory = z.enum(INQUIRY_CATEGORIES, { error: 'invalidValue' });
export type TInquiryCategory = z.infer<typeof ZInquiryCategory>;

/**
 * The Korean value of each category, as the published inquiry format names them: the API
 * answers `category` with it (as `lessonType` answers 일반/입시) and `categoryCode` with the code.
 */
export const INQUIRY_CATEGORY_VALUES = {
  lesson: '레슨 문의',
  fee: '수업료 문의',
  oneday: '원데이클래스 문의',
  facility: '시설 이용 문의',
  other: '기타',
} as const satisfies Record<TInquiryCategory, string>;
export type TInquiryCategoryValue = (typeof INQUIRY_CATEGORY_VALUES)[TInquiryCategory];
export const ZInquiryCategoryValue = z.enum(
  INQUIRY_CATEGORIES.map((code) => INQUIRY_CATEGORY_VALUES[code]) as [
    TInquiryCategoryValue,
    ...TInquiryCategoryValue[],
  ],
);

/**
 * Each Korean value with its code: a client written from the published format sends these,
 * the web app sends the codes, and both are accepted.
 */
export const INQUIRY_CATEGORY_KOREAN_VALUES: TEnumAliases<typeof INQUIRY_CATEGORIES> =
  Object.fromEntries(
    INQUIRY_CATEGORIES.map((code) => [INQUIRY_CATEGORY_VALUES[code], code] as const),
  );

/** A category a client sends: a code or its Korean value, parsed to the code. */
export const ZInquiryCategoryInput = aliasedEnum(
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_KOREAN_VALUES,
  'allRequiredFields',
);

export const INQUIRY_CATEGORY_LABELS = {
  lesson: { ko: INQUIRY_CATEGORY_VALUES.lesson, en: 'Lesson inquiry' },
  fee: { ko: INQUIRY_CATEGORY_VALUES.fee, en: 'Tuition inquiry' },
  oneday: { ko: INQUIRY_CATEGORY_VALUES.oneday, en: 'One-day class inquiry' },
  facility: { ko: INQUIRY_CATEGORY_VALUES.facility, en: 'Facility use inquiry' },
  other: { ko: INQUIRY_CATEGORY_VALUES.other, en: 'Other' },
} as const satisfies Record<TInquiryCategory, TBilingualText>;

export const INQUIRY_STATUSES = ['pending', 'replied', 'closed'] as const;
export const ZInquiryStatus = z.enum(INQUIRY_STATUSES, { error: 'invalidValue' });
export type TInquiryStatus = z.infer<typeof ZInquiryStatus>;

export const INQUIRY_STATUS_LABELS = {
  pending: { ko: '답변 대기', en: 'Awaiting reply' },
  replied: { ko: '답변 완료', en: 'Replied' },
  closed: { ko: '종료', en: 'Closed' },
} as const satisfies Record<TInquiryStatus, TBilingualText>;

/** docs/product/states.md: the staff status filter offers only these two. */
export const INQUIRY_STAFF_FILTER_STATUSES = ['pending', 'replied'] as const;

/** Sending a reply moves an inquiry to this status. */
export const INQUIRY_STATUS_AFTER_REPLY: TInquiryStatus = 'replied';

/**
 * A status set by hand must agree with the reply: "replied" needs one, and an answered
 * inquiry cannot go back to "awaiting reply". Closing is always allowed.
 */
export function canSetInquiryStatus(to: TInquiryStatus, hasReply: boolean): boolean {
  if (to === 'replied') return hasReply;
  if (to === 'pending') return !hasReply;
  return true;
}
