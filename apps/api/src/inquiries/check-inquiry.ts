import {
  INQUIRY_CHECK,
  PUBLIC_MESSAGES,
  type TInquiryCheckRequest,
  type TInquiryDetail,
} from '@academy/contracts';
import { verifyPassword } from '../auth/password.js';
import { AppError } from '../http/app-error.js';
import { MINUTE_MS } from '../http/rate-limiter.js';
import { toInquiryDetail } from './inquiry-mappers.js';
import type { InquiryRepository } from './inquiry-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

const locked = () => new AppError('INQUIRY_LOCKED', PUBLIC_MESSAGES.inquiryLocked);

/**
 * Opens an inquiry with its password. Inquiry passwords may be 4 characters, so wrong ones
 * are counted and the inquiry locks for a while after too many: while locked even the right
 * password is refused. A right password clears the count.
 */
export function createCheckInquiry(deps: { inquiries: InquiryRepository; now?: Clock }) {
  const { inquiries, now = systemClock } = deps;
  return async function checkInquiry(input: TInquiryCheckRequest): Promise<TInquiryDetail> {
    const inquiry = await inquiries.findForCheck(input.contactId);
    if (!inquiry) throw new AppError('NOT_FOUND', PUBLIC_MESSAGES.inquiryNotFound);
    const at = now();
    if (inquiry.lockedUntil && inquiry.lockedUntil > at) throw locked();
    if (!(await verifyPassword(input.password, inquiry.passwordHash))) {
      const counted = await inquiries.recordWrongPassword({
        id: inquiry.id,
        now: at,
        lockUntil: new Date(at.getTime() + INQUIRY_CHECK.LOCK_MINUTES * MINUTE_MS),
        maxWrongTries: INQUIRY_CHECK.MAX_WRONG_TRIES,
      });
      if (!counted || counted.lockedUntil) throw locked();
      throw new AppError('INQUIRY_PASSWORD_MISMATCH', PUBLIC_MESSAGES.inquiryPasswordMismatch);
    }
    if (!(await inquiries.clearWrongPasswords(inquiry.id, at))) throw locked();
    return toInquiryDetail(inquiry);
  };
}

export type CheckInquiry = ReturnType<typeof createCheckInquiry>;
