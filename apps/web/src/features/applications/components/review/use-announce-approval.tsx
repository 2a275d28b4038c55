import { staffMessage } from '@academy/contracts';
import type { TLessonApprovalResponse } from '@academy/contracts';
import { useNotice } from '@/components/dialogs/dialogs-context';
import { TemporaryPassword } from '@/components/staff-area/TemporaryPassword';
import { staffToast } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { copyToClipboard } from '@/lib/clipboard';
import styles from './LessonApplications.module.css';

/**
 * Tells the staff what the approval made, in an in-app notice that stays until they close it:
 * the new account's login and temporary password (shown this once, with a copy button), or
 * for a child who joined a family with an account, that there is no new password.
 */
export function useAnnounceApproval() {
  const copy = useT().staffLessons.approved;
  const { language } = useLanguage();
  const notice = useNotice();

  return (result: TLessonApprovalResponse) => {
    const { studentName: name, loginId, temporaryPassword: password, guardian } = result;
    const title = format(copy.title, { name });
    if (!password) {
      const values = { name, loginId, guardian: guardian?.name ?? '', password: '' };
      const text = staffMessage('lessonApprovedJoinedFamilyAlert', language, values);
      return notice({ title, body: <p className={styles.told}>{text}</p>, doneLabel: copy.done });
    }
    // Copied straight away when the browser lets it, as for a new staff account.
    void copyToClipboard(password).then((copied) => {
      if (copied) staffToast.success(staffMessage('temporaryPasswordCopied', language));
    });
    const whoChanges = guardian ? format(copy.guardian, { guardian: guardian.name }) : copy.student;
    return notice({
      title,
      description: copy.onceNote,
      body: (
        <>
          <p className={styles.told}>{whoChanges}</p>
          <TemporaryPassword loginId={loginId} password={password} />
        </>
      ),
      doneLabel: copy.done,
    });
  };
}
