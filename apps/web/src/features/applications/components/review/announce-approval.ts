import { staffMessage } from '@academy/contracts';
import type { TLanguage, TLessonApprovalResponse } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { copyToClipboard } from '@/lib/clipboard';

/** What staff are told: the new account's login and password, or the family a child joined. */
function approvalText(result: TLessonApprovalResponse, language: TLanguage): string {
  const { studentName: name, loginId, temporaryPassword: password, guardian } = result;
  if (!guardian)
    return staffMessage('lessonApprovedAlert', language, {
      name,
      loginId,
      password: password ?? '',
    });
  const values = { name, loginId, guardian: guardian.name, password: password ?? '' };
  return guardian.created
    ? staffMessage('lessonApprovedGuardianAlert', language, values)
    : staffMessage('lessonApprovedJoinedFamilyAlert', language, values);
}

/**
 * Tells the staff the new account's login and temporary password, copied when the browser lets
 * it; for a child who joined a family with an account, that there is no new password.
 */
export async function announceApproval(
  result: TLessonApprovalResponse,
  language: TLanguage,
  onDecided: () => void,
) {
  const { temporaryPassword } = result;
  const copying = temporaryPassword ? copyToClipboard(temporaryPassword) : Promise.resolve(false);
  window.alert(approvalText(result, language));
  onDecided();
  if (await copying) {
    staffToast.success(staffMessage('temporaryPasswordCopied', language));
  }
}
