import { pickText, ROLE_LABELS } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TLayoutAccount } from '../types';
import styles from './AccountSummary.module.css';

export function AccountSummary({ account }: { account: TLayoutAccount }) {
  const t = useT();
  const { language } = useLanguage();
  const greeting = account.name
    ? format(t.account.greeting, { name: account.name })
    : t.account.greetingWithoutName;
  return (
    <p className={styles.summary}>
      <span className={styles.greeting}>{greeting}</span>
      <span className={styles.role}>{pickText(ROLE_LABELS[account.role], language)}</span>
    </p>
  );
}
