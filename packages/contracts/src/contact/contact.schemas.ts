import { z } from 'zod';
import { ZCount } from '../common/counts';
import { HONEYPOT_FIELD, ZHoneypotField } from '../common/honeypot';
import { createPaginationQuery, pagedList, statusPageQuery } from '../common/pagination';
import { optionalFilter, requiredText, TEXT_LIMITS, ZPositiveId } from '../common/text-fields';
import { fitsPasswordHashLimit, isTypeablePassword } from '../auth/password.schemas';
import { PASSWORD } from '../constants/limits';
import { PAGING } from '../constants/paging';
import {
  CONTACT_CATEGORIES,
  CONTACT_CATEGORY_KOREAN_VALUES,
  CONTACT_STATUSES,
  ZContactCategory,
  ZContactCategoryInput,
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

/** GET /contact/public card: no message, reply or password. */
export const ZContactPublicCard = z.object({
  contactId: z.number().int(),
  nickname: z.string(),
  subject: z.string(),
  category: ZContactCategory,
  status: ZContactStatus,
  createdAt: z.string(),
});
export type TContactPublicCard = z.infer<typeof ZContactPublicCard>;

/** GET /contact/public: one category ("all" or absent for every one), newest first. */
export const ZContactPublicQuery = createPaginationQuery({ defaultLimit: PAGING.CONTACTS }).extend({
  category: optionalFilter(CONTACT_CATEGORIES, CONTACT_CATEGORY_KOREAN_VALUES),
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
