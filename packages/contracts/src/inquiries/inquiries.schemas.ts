import { z } from 'zod';
import { ZCount } from '../common/counts';
import { HONEYPOT_FIELD, ZHoneypotField } from '../common/honeypot';
import { optionalPagingFields, pagedList, statusPageQuery } from '../common/pagination';
import {
  optionalFilter,
  optionalSearch,
  requiredText,
  TEXT_LIMITS,
  ZPositiveId,
} from '../common/text-fields';
import { fitsPasswordHashLimit, isTypeablePassword } from '../auth/password.schemas';
import { PASSWORD } from '../constants/limits';
import { PAGING } from '../constants/paging';
import {
  INQUIRY_CATEGORIES,
  INQUIRY_CATEGORY_KOREAN_VALUES,
  INQUIRY_STATUSES,
  ZInquiryCategory,
  ZInquiryCategoryInput,
  ZInquiryCategoryValue,
  ZInquiryStatus,
  type TInquiryCategory,
} from './inquiries.enums';

/** Protects a guest inquiry: at least 4 characters (docs/product/validation.md). */
export const ZInquiryPassword = z
  .string({ error: 'allRequiredFields' })
  .min(1, { error: 'allRequiredFields', abort: true })
  .min(PASSWORD.INQUIRY_MIN, { error: 'inquiryPasswordTooShort', abort: true })
  .refine(fitsPasswordHashLimit, { error: 'passwordTooLong', abort: true })
  .refine(isTypeablePassword, { error: 'controlCharacters' });

/** POST /contact/submit; any missing field shows "모든 필수 항목을 입력해주세요.". */
export const ZInquirySubmitRequest = z.object({
  nickname: requiredText('allRequiredFields', TEXT_LIMITS.NICKNAME),
  password: ZInquiryPassword,
  subject: requiredText('allRequiredFields', TEXT_LIMITS.SUBJECT),
  category: ZInquiryCategoryInput,
  message: requiredText('allRequiredFields', TEXT_LIMITS.MESSAGE, 'multi'),
  [HONEYPOT_FIELD]: ZHoneypotField,
});
export type TInquirySubmitRequest = z.infer<typeof ZInquirySubmitRequest>;

/** POST /contact/submit data; null when the honeypot was filled in. */
export const ZInquiryReceipt = z.object({ contactId: z.number().int().nullable() });
export type TInquiryReceipt = z.infer<typeof ZInquiryReceipt>;

/** POST /contact/check: opens one inquiry with its password. */
export const ZInquiryCheckRequest = z.object({
  contactId: ZPositiveId,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }),
});
export type TInquiryCheckRequest = z.infer<typeof ZInquiryCheckRequest>;

/**
 * GET /contact/public card: no message, reply or password. `category` is the Korean value a
 * client of the published format reads; `categoryCode` the code the web app reads.
 */
export const ZInquiryPublicCard = z.object({
  contactId: z.number().int(),
  nickname: z.string(),
  subject: z.string(),
  category: ZInquiryCategoryValue,
  categoryCode: ZInquiryCategory,
  status: ZInquiryStatus,
  createdAt: z.string(),
});
export type TInquiryPublicCard = z.infer<typeof ZInquiryPublicCard>;

/**
 * How GET /contact/public pages: without page and limit the newest PAGING.CONTACTS_UNPAGED, so
 * a client that reads the list without paging finds more than one page of it; with either,
 * pages of PAGING.CONTACTS (see pagingOf).
 */
export const INQUIRY_PUBLIC_PAGING = {
  defaultLimit: PAGING.INQUIRIES,
  unpagedLimit: PAGING.INQUIRIES_UNPAGED,
} as const;

/**
 * GET /contact/public: one category ("all" or absent for every one), newest first, optionally
 * only the inquiries whose nickname contains `nickname` (any case), paged by
 * CONTACT_PUBLIC_PAGING.
 */
export const ZInquiryPublicQuery = z.object({
  ...optionalPagingFields(),
  category: optionalFilter(INQUIRY_CATEGORIES, INQUIRY_CATEGORY_KOREAN_VALUES),
  nickname: optionalSearch(TEXT_LIMITS.NICKNAME),
});
export type TInquiryPublicQuery = z.infer<typeof ZInquiryPublicQuery>;

/** Inquiries per category tab, whatever page or category is shown. */
export const ZInquiryCategoryCounts = z.object({
  all: ZCount,
  lesson: ZCount,
  fee: ZCount,
  oneday: ZCount,
  facility: ZCount,
  other: ZCount,
} satisfies Record<TInquiryCategory | 'all', z.ZodNumber>);
export type TInquiryCategoryCounts = z.infer<typeof ZInquiryCategoryCounts>;

export const ZInquiryPublicList = pagedList({
  contacts: z.array(ZInquiryPublicCard),
  counts: ZInquiryCategoryCounts,
});
export type TInquiryPublicList = z.infer<typeof ZInquiryPublicList>;

/** Full inquiry for its author (after /contact/check) and for staff; never the password. */
export const ZInquiryDetail = ZInquiryPublicCard.extend({
  message: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type TInquiryDetail = z.infer<typeof ZInquiryDetail>;

/** GET /contact (staff). */
export const ZInquiriesQuery = statusPageQuery(INQUIRY_STATUSES, {});
export type TInquiriesQuery = z.infer<typeof ZInquiriesQuery>;

export const ZInquiryList = pagedList({ contacts: z.array(ZInquiryDetail) });
export type TInquiryList = z.infer<typeof ZInquiryList>;

/** POST /contact/{id}/reply. */
export const ZInquiryReplyRequest = z.object({
  reply: requiredText('replyRequired', TEXT_LIMITS.MESSAGE, 'multi'),
});
export type TInquiryReplyRequest = z.infer<typeof ZInquiryReplyRequest>;

/** PATCH /contact/{id}/status. */
export const ZInquiryStatusUpdate = z.object({ status: ZInquiryStatus });
export type TInquiryStatusUpdate = z.infer<typeof ZInquiryStatusUpdate>;
