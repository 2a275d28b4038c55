import { Link, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import styles from './FloatingWidget.module.css';
import { shouldShowFloatingWidget } from './should-show-floating-widget';

/** A round contact shortcut pinned to the bottom corner of the pages that allow it. */
export function FloatingWidget() {
  const { pathname } = useLocation();
  const t = useT();
  if (!shouldShowFloatingWidget(pathname)) return null;

  return (
    <Link to={paths.contact} className={styles.widget} aria-label={t.floatingWidget.label}>
      <svg viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-4.3 3.44A.75.75 0 0 1 3.5 20.9V18H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2Zm3 6.25a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Zm5 0a1.25 1.25 0 1 0 0 2.5 1.25 1.25 0 0 0 0-2.5Z"
        />
      </svg>
    </Link>
  );
}
