import { EMAIL_CHANGE_MESSAGES, FEEDBACK_MESSAGES } from '@academy/contracts';
import type { AccountRef } from '../auth/account-ref.js';
import { AppError } from '../http/app-error.js';

/** The address belongs to another account. */
export const emailInUse = () => new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse);

export const linkInvalid = () =>
  new AppError('EMAIL_CHANGE_LINK_INVALID', EMAIL_CHANGE_MESSAGES.linkInvalid);

/** The refusal of a link that could not be spent: expired, or used (cancelled, replaced). */
export const linkRefusal = (worksUntil: Date, now: Date) =>
  worksUntil <= now
    ? new AppError('EMAIL_CHANGE_LINK_INVALID', EMAIL_CHANGE_MESSAGES.linkExpired)
    : linkInvalid();

/** The member whose own address does not count as taken (staff have no such exception). */
export const memberIdOf = (account: AccountRef): number | undefined =>
  account.type === 'member' ? account.id : undefined;
