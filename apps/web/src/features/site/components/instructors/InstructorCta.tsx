import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import buttons from '../ButtonLink.module.css';
import styles from './InstructorSections.module.css';

export function InstructorCta() {
  const cta = useT().site.instructors.cta;
  return (
    <section className={styles.cta} aria-labelledby="instructor-cta">
      <div>
        <h2 id="instructor-cta" className={styles.title}>
          {cta.title}
        </h2>
        <p className={styles.ctaBody}>{cta.body}</p>
      </div>
      <div className={buttons.group}>
        <Link to={paths.lessonRequest} className={buttons.dark}>
          {cta.lessonCta}
        </Link>
        <Link to={paths.oneDayClass} className={buttons.outline}>
          {cta.oneDayCta}
        </Link>
      </div>
    </section>
  );
}
