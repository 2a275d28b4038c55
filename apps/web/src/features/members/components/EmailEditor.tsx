import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import { EmailAddressForm } from './EmailAddressForm';
import { EmailCodeForm } from './EmailCodeForm';
import styles from '@/components/member-area/Member.module.css';

type TEmailEditorProps = { email: string | null };

/**
 * Inline email edit: the new address first, then the code sent to it, so a borrowed session
 * alone cannot move the account's mail elsewhere.
 */
export function EmailEditor({ email }: TEmailEditorProps) {
  const copy = useT().member.dashboard;
  const [editing, setEditing] = useState(false);
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);

  const close = () => {
    setEditing(false);
    setCodeSentTo(null);
  };

  if (!editing) {
    return (
      <div className={styles.inlineRow}>
        <span>{email ?? copy.emailNone}</span>
        <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          {copy.editEmail}
        </button>
      </div>
    );
  }

  if (codeSentTo !== null) {
    return <EmailCodeForm email={codeSentTo} onDone={close} onCancel={close} />;
  }

  return <EmailAddressForm email={email} onCodeSent={setCodeSentTo} onCancel={close} />;
}
