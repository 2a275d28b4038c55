import { Link } from 'react-router-dom';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { TitledSection } from '../components/TitledSection';
import styles from './NotFoundPage.module.css';

export function NotFoundPage() {
  const t = useT();
  const page = t.pages.notFound;
  const helpfulLinks = [
    { id: 'home', to: paths.home, label: page.homeLink, hint: page.homeLinkHint },
    { id: 'contact', to: paths.contact, label: page.inquiryLink, hint: page.inquiryLinkHint },
  ];

  return (
    <PageShell title={page.title} description={page.description}>
      {/* A mistyped address is not a page search engines should keep. */}
      <meta name="robots" content="noindex" />
      <Link to={paths.home} className={styles.goHome}>
        {page.goHome}
      </Link>
      <TitledSection
        id="not-found-helpful"
        title={page.helpfulLinks}
        className={styles.helpful}
        titleClassName={styles.helpfulTitle}
      >
        <ul className={styles.list}>
          {helpfulLinks.map((link) => (
            <li key={link.id} className={styles.card}>
              <Link
                to={link.to}
                className={styles.cardLink}
                aria-describedby={`not-found-hint-${link.id}`}
              >
                {link.label}
              </Link>
              <span id={`not-found-hint-${link.id}`} className={styles.cardHint}>
                {link.hint}
              </span>
            </li>
          ))}
        </ul>
      </TitledSection>
    </PageShell>
  );
}
