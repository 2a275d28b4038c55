import {
  INQUIRY_CATEGORY_VALUES,
  type TInquiryDetail,
  type TInquiryPublicCard,
  type TStaffInquiry,
} from '@academy/contracts';
import type { InquiryCategory, InquiryStatus } from '../generated/prisma/enums.js';

interface InquiryCardRow {
  id: number;
  nickname: string;
  subject: string;
  category: InquiryCategory;
  status: InquiryStatus;
  createdAt: Date;
}

interface InquiryDetailRow extends InquiryCardRow {
  message: string;
  reply: string | null;
  repliedAt: Date | null;
}

/**
 * Built field by field so a secret column can never slip into a public answer. The category is
 * answered as its Korean value, with the code beside it.
 */
export function toPublicCard(row: InquiryCardRow): TInquiryPublicCard {
  return {
    contactId: row.id,
    nickname: row.nickname,
    subject: row.subject,
    category: INQUIRY_CATEGORY_VALUES[row.category],
    categoryCode: row.category,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toInquiryDetail(row: InquiryDetailRow): TInquiryDetail {
  return {
    ...toPublicCard(row),
    message: row.message,
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
  };
}

/** For staff only: the guest's phone while they wait to hear of the answer by 알림톡. */
export function toStaffInquiry(
  row: InquiryDetailRow & { phoneNumber: string | null; notifyWhenAnswered: boolean },
): TStaffInquiry {
  return {
    ...toInquiryDetail(row),
    phoneNumber: row.phoneNumber,
    notifyWhenAnswered: row.notifyWhenAnswered,
  };
}
