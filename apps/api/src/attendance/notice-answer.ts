import {
  makeupCancelledTexts,
  noticeOutcomeTexts,
  type TAttendanceChange,
  type TBilingualText,
} from '@academy/contracts';

/**
 * What a notice of absence did, in words (docs/product/attendance.md): the credit earned and its
 * last day, why none was, or the make-up cancelled and its credit given back. The answer to the
 * member's own notice, and what the member is told when staff gave it for them.
 */
export function noticeAnswer(change: TAttendanceChange, openCreditCap: number): TBilingualText {
  const expiresOn = change.credit?.expiresOn ?? null;
  return change.makeupCancelled && expiresOn
    ? makeupCancelledTexts(expiresOn)
    : noticeOutcomeTexts({ expiresOn, refusal: change.creditRefusal, cap: openCreditCap });
}
