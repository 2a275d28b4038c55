import { EMAIL_CHANGE } from '@academy/contracts';
import type { TEmailChangeResult } from '@academy/contracts';
import { useState } from 'react';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { EmailAddressForm } from './EmailAddressForm';
import styles from '@/components/member-area/Member.module.css';

type TEmailEditorProps = { email: string | null };

/**
 * Inline email edit: the new address is sent, and a link mailed to it confirms the change, so a
 * borrowed session alone cannot move the account's mail elsewhere. Until then the dashboard
 * says where the link went.
 */
export function EmailEditor({ email }: TEmailEditorProps) {
  const copy = useT().member.dashboard;
  const [editing, setEditing] = useState(false);
  const [linkSentTo, setLinkSentTo] = useState<string | null>(null);

  const onSent = (result: TEmailChangeResult) => {
    setEditing(false);
    setLinkSentTo(result.pendingEmail);
  };

  if (editing) {
    return <EmailAddressForm email={email} onSent={onSent} onCancel={() => setEditing(false)} />;
  }

  return (
    <>
      <div className={styles.inlineRow}>
        <span>{email ?? copy.emailNone}</span>
        <button type="button" className={styles.linkButton} onClick={() => setEditing(true)}>
          {copy.editEmail}
        </button>
      </div>
      {linkSentTo !== null && (
        <p className={styles.emailLinkNote} role="status">
          {format(copy.emailLinkSentTo, { email: linkSentTo, hours: EMAIL_CHANGE.LINK_TTL_HOURS })}
        </p>
      )}
    </>
  );
}
