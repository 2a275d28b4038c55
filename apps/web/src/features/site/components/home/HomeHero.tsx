import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import { CtaLinks } from '../CtaLinks';
import styles from './HomeHero.module.css';

export function HomeHero() {
  const t = useT();
  const home = t.site.home;
  return (
    <section className={styles.hero} aria-labelledby="home-title">
      <div className={styles.drum} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.eyebrow}>{home.eyebrow}</p>
        <h1 id="home-title" className={styles.title}>
          {t.brand.name}
        </h1>
        <p className={styles.tagline}>{t.brand.tagline}</p>
        <p className={styles.lead}>{home.lead}</p>
        <CtaLinks
          className={styles.actions}
          links={[
            {
              to: paths.lessonRequest,
              label: home.lessonApplicationCta,
              className: styles.primary,
            },
            { to: paths.oneDayClass, label: home.oneDayClassCta, className: styles.secondary },
          ]}
        />
        <p className={styles.note}>{home.heroNote}</p>
      </div>
    </section>
  );
}
