import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import buttons from '../ButtonLink.module.css';
import { CtaPanel } from '../CtaPanel';
import section from '../Section.module.css';
import styles from './HomeClosing.module.css';

export function HomeClosing() {
  const closing = useT().site.home.closing;
  return (
    <section className={section.section} aria-labelledby="home-closing">
      <div className={section.inner}>
        <div className={styles.panel}>
          <CtaPanel
            id="home-closing"
            copy={closing}
            classes={{ title: section.title, body: styles.body }}
            links={[
              { to: paths.oneDayClass, label: closing.oneDayCta, className: buttons.primary },
              { to: paths.contact, label: closing.contactCta, className: buttons.onInk },
            ]}
          />
        </div>
      </div>
    </section>
  );
}
