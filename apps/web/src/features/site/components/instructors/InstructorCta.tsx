import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import buttons from '../ButtonLink.module.css';
import { CtaPanel } from '../CtaPanel';
import styles from './InstructorSections.module.css';

export function InstructorCta() {
  const cta = useT().site.instructors.cta;
  return (
    <section className={styles.cta} aria-labelledby="instructor-cta">
      <CtaPanel
        id="instructor-cta"
        copy={cta}
        classes={{ title: styles.title, body: styles.ctaBody }}
        links={[
          { to: paths.lessonRequest, label: cta.lessonCta, className: buttons.dark },
          { to: paths.oneDayClass, label: cta.oneDayCta, className: buttons.outline },
        ]}
      />
    </section>
  );
}
