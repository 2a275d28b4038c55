import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import styles from './LogoutButton.module.css';

export function LogoutButton({ onLogout }: { onLogout: () => Promise<void> }) {
  const t = useT();
  const [pending, setPending] = useState(false);

  const handleClick = async () => {
    setPending(true);
    try {
      await onLogout();
    } finally {
      setPending(false);
    }
  };

  return (
    <button type="button" className={styles.button} onClick={handleClick} disabled={pending}>
      {pending ? t.account.loggingOut : t.account.logout}
    </button>
  );
}
