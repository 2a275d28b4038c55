import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import { staffMessage } from '@academy/contracts';
import { staffToast } from '@/components/staff-area/staff-toast';
import { useLanguage } from '@/i18n/use-language';
import { copyToClipboard } from '@/lib/clipboard';
import { FactList } from './Facts';
import staff from './Staff.module.css';
import styles from './TemporaryPassword.module.css';

/**
 * A new account's login id and temporary password, with a button to copy the password: a new
 * staff member's (staff accounts) and an approved applicant's (lesson applications).
 */
export function TemporaryPassword({ loginId, password }: { loginId: string; password: string }) {
  const copy = useStaffAccountsCopy().created;
  const { language } = useLanguage();

  const onCopy = async () => {
    if (await copyToClipboard(password)) {
      staffToast.success(staffMessage('temporaryPasswordCopied', language));
    } else {
      staffToast.error(copy.copyFailed);
    }
  };

  return (
    <div className={styles.created}>
      <FactList
        facts={[
          [copy.loginId, <span className={styles.secret}>{loginId}</span>],
          [copy.password, <span className={styles.secret}>{password}</span>],
        ]}
      />
      <button type="button" className={staff.button} onClick={() => void onCopy()}>
        {copy.copy}
      </button>
    </div>
  );
}
