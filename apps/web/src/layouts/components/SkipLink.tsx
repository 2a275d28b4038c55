import { useT } from '@/i18n/use-language';
import styles from './SkipLink.module.css';

export const MAIN_CONTENT_ID = 'main-content';

export function SkipLink() {
  const t = useT();
  return (
    <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
      {t.common.skipToContent}
    </a>
  );
}
