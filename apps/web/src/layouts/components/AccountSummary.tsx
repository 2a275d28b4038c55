import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import type { TLayoutAccount } from '../types';
import styles from './AccountSummary.module.css';

export function AccountSummary({ account }: { account: TLayoutAccount }) {
  const t = useT();
  const greeting = account.name
    ? format(t.account.greeting, { name: account.name })
    : t.account.greetingWithoutName;
  return (
    <p className={styles.summary}>
      <span className={styles.greeting}>{greeting}</span>
      <span className={styles.role}>{t.account.roles[account.role]}</span>
    </p>
  );
}
