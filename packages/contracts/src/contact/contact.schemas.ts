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
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_KOREAN_VALUES,
  CONTACT_STATUSES,
  ZContactCategory,
  ZContactCategoryInput,
  ZContactCategoryValue,
  ZContactStatus,
  type TContactCategory,
} from './contact.enums';

/** Protects a guest inquiry: at least 4 characters (docs/product/validation.md). */
export const ZInquiryPassword = z
  .string({ error: 'allRequiredFields' })
  .min(1, { error: 'allRequiredFields', abort: true })
  .min(PASSWORD.INQUIRY_MIN, { error: 'inquiryPasswordTooShort', abort: true })
  .refine(fitsPasswordHashLimit, { error: 'passwordTooLong', abort: true })
  .refine(isTypeablePassword, { error: 'controlCharacters' });

/** POST /contact/submit; any missing field shows "모든 필수 항목을 입력해주세요.". */
export const ZContactSubmitRequest = z.object({
  nickname: requiredText('allRequiredFields', TEXT_LIMITS.NICKNAME),
  password: ZInquiryPassword,
  subject: requiredText('allRequiredFields', TEXT_LIMITS.SUBJECT),
  category: ZContactCategoryInput,
  message: requiredText('allRequiredFields', TEXT_LIMITS.MESSAGE, 'multi'),
  [HONEYPOT_FIELD]: ZHoneypotField,
});
export type TContactSubmitRequest = z.infer<typeof ZContactSubmitRequest>;

/** POST /contact/submit data; null when the honeypot was filled in. */
export const ZContactReceipt = z.object({ contactId: z.number().int().nullable() });
export type TContactReceipt = z.infer<typeof ZContactReceipt>;

/** POST /contact/check: opens one inquiry with its password. */
export const ZContactCheckRequest = z.object({
  contactId: ZPositiveId,
  password: z.string({ error: 'passwordRequired' }).min(1, { error: 'passwordRequired' }),
});
export type TContactCheckRequest = z.infer<typeof ZContactCheckRequest>;

/**
 * GET /contact/public card: no message, reply or password. `category` is the Korean value a
 * client of the published format reads; `categoryCode` the code the web app reads.
 */
export const ZContactPublicCard = z.object({
  contactId: z.number().int(),
  nickname: z.string(),
  subject: z.string(),
  category: ZContactCategoryValue,
  categoryCode: ZContactCategory,
  status: ZContactStatus,
  createdAt: z.string(),
});
export type TContactPublicCard = z.infer<typeof ZContactPublicCard>;

/**
 * How GET /contact/public pages: without page and limit the newest PAGING.CONTACTS_UNPAGED, so
 * a client that reads the list without paging finds more than one page of it; with either,
 * pages of PAGING.CONTACTS (see pagingOf).
 */
export const CONTACT_PUBLIC_PAGING = {
  defaultLimit: PAGING.CONTACTS,
  unpagedLimit: PAGING.CONTACTS_UNPAGED,
} as const;

/**
 * GET /contact/public: one category ("all" or absent for every one), newest first, optionally
 * only the inquiries whose nickname contains `nickname` (any case), paged by
 * CONTACT_PUBLIC_PAGING.
 */
export const ZContactPublicQuery = z.object({
  ...optionalPagingFields(),
  category: optionalFilter(CONTACT_CATEGORIES, CONTACT_CATEGORY_KOREAN_VALUES),
  nickname: optionalSearch(TEXT_LIMITS.NICKNAME),
});
export type TContactPublicQuery = z.infer<typeof ZContactPublicQuery>;

/** Inquiries per category tab, whatever page or category is shown. */
export const ZContactCategoryCounts = z.object({
  all: ZCount,
  lesson: ZCount,
  fee: ZCount,
  oneday: ZCount,
  facility: ZCount,
  other: ZCount,
} satisfies Record<TContactCategory | 'all', z.ZodNumber>);
export type TContactCategoryCounts = z.infer<typeof ZContactCategoryCounts>;

export const ZContactPublicList = pagedList({
  contacts: z.array(ZContactPublicCard),
  counts: ZContactCategoryCounts,
});
export type TContactPublicList = z.infer<typeof ZContactPublicList>;

/** Full inquiry for its author (after /contact/check) and for staff; never the password. */
export const ZContactDetail = ZContactPublicCard.extend({
  message: z.string(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
});
export type TContactDetail = z.infer<typeof ZContactDetail>;

/** GET /contact (staff). */
export const ZContactsQuery = statusPageQuery(CONTACT_STATUSES, {});
export type TContactsQuery = z.infer<typeof ZContactsQuery>;

export const ZContactList = pagedList({ contacts: z.array(ZContactDetail) });
export type TContactList = z.infer<typeof ZContactList>;

/** POST /contact/{id}/reply. */
export const ZContactReplyRequest = z.object({
  reply: requiredText('replyRequired', TEXT_LIMITS.MESSAGE, 'multi'),
});
export type TContactReplyRequest = z.infer<typeof ZContactReplyRequest>;

/** PATCH /contact/{id}/status. */
export const ZContactStatusUpdate = z.object({ status: ZContactStatus });
export type TContactStatusUpdate = z.infer<typeof ZContactStatusUpdate>;
