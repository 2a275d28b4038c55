import type { TInquirySubmitRequest } from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import type { InquiryRepository } from './inquiry-repository.js';

/** Stores a guest inquiry; only a bcrypt hash of its password is kept. */
export function createSubmitInquiry(inquiries: InquiryRepository) {
  return async function submitInquiry(input: TInquirySubmitRequest): Promise<number> {
    return inquiries.create({
      nickname: input.nickname,
      passwordHash: await hashPassword(input.password),
      subject: input.subject,
      category: input.category,
      message: input.message,
    });
  };
}

export type SubmitInquiry = ReturnType<typeof createSubmitInquiry>;
