import { staffMessage } from '@academy/contracts';
import type { TLanguage, TLessonApprovalResponse } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { copyToClipboard } from '@/lib/clipboard';

/** Tells the staff the new member's login and temporary password, copied when the browser lets it. */
export async function announceApproval(
  result: TLessonApprovalResponse,
  language: TLanguage,
  onDecided: () => void,
) {
  const copying = copyToClipboard(result.temporaryPassword);
  window.alert(
    staffMessage('lessonApprovedAlert', language, {
      name: result.studentName,
      loginId: result.loginId,
      password: result.temporaryPassword,
    }),
  );
  onDecided();
  if (await copying) {
    staffToast.success(staffMessage('temporaryPasswordCopied', language));
  }
}
