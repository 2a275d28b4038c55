import { z } from 'zod';
import { ZCount } from '../common/counts';
import { HONEYPOT_FIELD, ZHoneypotField } from '../common/honeypot';
import { ZPhoneNumber } from '../common/phone';
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

/**
 * POST /contact/submit; any missing field shows "모든 필수 항목을 입력해주세요.". Optionally the
 * guest asks to hear by 알림톡 when staff answer (`notifyWhenAnswered`), which needs a phone;
 * a phone sent without asking is not kept (docs/decisions/0035). A client that sends neither
 * field gets the specification's behaviour.
 */
export const ZInquirySubmitRequest = z
  .object({
    nickname: requiredText('allRequiredFields', TEXT_LIMITS.NICKNAME),
    password: ZInquiryPassword,
    subject: requiredText('allRequiredFields', TEXT_LIMITS.SUBJECT),
    category: ZInquiryCategoryInput,
    message: requiredText('allRequiredFields', TEXT_LIMITS.MESSAGE, 'multi'),
    phoneNumber: ZPhoneNumber.optional(),
    notifyWhenAnswered: z.boolean({ error: 'invalidValue' }).optional(),
    [HONEYPOT_FIELD]: ZHoneypotField,
  })
  .refine(
    // Run with the other fields' issues too, so the form shows them at once; the body may then
    // not be an object at all (its own issue says so).
    (value: unknown) =>
      typeof value !== 'object' ||
      value === null ||
      !('notifyWhenAnswered' in value) ||
      value.notifyWhenAnswered !== true ||
      ('phoneNumber' in value && value.phoneNumber !== undefined),
    { path: ['phoneNumber'], error: 'phoneRequired', when: () => true },
  );
export type TInquirySubmitRequest = z.infer<typeof ZInquirySubmitRequest>;

/**
 * GET /contact/answer-notice data: whether a guest who asks to hear of the answer will be told
 * (the academy sends 알림톡s and the template is usable). Nothing else is revealed.
 */
export const ZInquiryAnswerNotice = z.object({ available: z.boolean() });
export type TInquiryAnswerNotice = z.infer<typeof ZInquiryAnswerNotice>;

/**
 * POST /contact/submit data; null when the honeypot was filled in. `reference` (`Q-2026-000123`)
 * is added to the specification's answer (docs/decisions/0061).
 */
export const ZInquiryReceipt = z.object({
  contactId: z.number().int().nullable(),
  reference: z.string().nullable(),
});
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

/**
 * An inquiry as staff see it: the detail, and the phone of a guest who asked to hear by 알림톡
 * when it is answered (kept until then; never in the guest's or the public answers).
 */
export const ZStaffInquiry = ZInquiryDetail.extend({
  phoneNumber: z.string().nullable(),
  notifyWhenAnswered: z.boolean(),
});
export type TStaffInquiry = z.infer<typeof ZStaffInquiry>;

/** GET /contact (staff). */
export const ZInquiriesQuery = statusPageQuery(INQUIRY_STATUSES, {});
export type TInquiriesQuery = z.infer<typeof ZInquiriesQuery>;

export const ZInquiryList = pagedList({ contacts: z.array(ZStaffInquiry) });
export type TInquiryList = z.infer<typeof ZInquiryList>;

/** POST /contact/{id}/reply. */
export const ZInquiryReplyRequest = z.object({
  reply: requiredText('replyRequired', TEXT_LIMITS.MESSAGE, 'multi'),
});
export type TInquiryReplyRequest = z.infer<typeof ZInquiryReplyRequest>;

/** PATCH /contact/{id}/status. */
export const ZInquiryStatusUpdate = z.object({ status: ZInquiryStatus });
export type TInquiryStatusUpdate = z.infer<typeof ZInquiryStatusUpdate>;
