import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { ChunkLoadError } from './lazy-page';
import styles from './RouteError.module.css';

/** The error screen of RouteErrorBoundary. */
export function RouteError({ error }: { error: unknown }) {
  const t = useT();
  const message =
    error instanceof ChunkLoadError
      ? format(t.errors.chunkLoad, { chunk: error.chunk })
      : t.errors.unexpected;

  return (
    <main className={styles.wrapper}>
      <div className={styles.panel} role="alert">
        <h1 className={styles.title}>{t.errors.title}</h1>
        <p className={styles.message}>{message}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {t.errors.reload}
          </button>
          <Link to={paths.home} className={styles.secondary}>
            {t.errors.goHome}
          </Link>
        </div>
      </div>
    </main>
  );
}
