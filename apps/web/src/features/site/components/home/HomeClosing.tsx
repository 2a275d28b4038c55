import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import buttons from '../ButtonLink.module.css';
import section from '../Section.module.css';
import styles from './HomeClosing.module.css';

export function HomeClosing() {
  const closing = useT().site.home.closing;
  return (
    <section className={section.section} aria-labelledby="home-closing">
      <div className={section.inner}>
        <div className={styles.panel}>
          <div>
            <h2 id="home-closing" className={section.title}>
              {closing.title}
            </h2>
            <p className={styles.body}>{closing.body}</p>
          </div>
          <div className={buttons.group}>
            <Link to={paths.oneDayClass} className={buttons.primary}>
              {closing.oneDayCta}
            </Link>
            <Link to={paths.contact} className={buttons.onInk}>
              {closing.contactCta}
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
