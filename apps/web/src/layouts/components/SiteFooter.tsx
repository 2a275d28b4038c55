import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './SiteFooter.module.css';

export function SiteFooter() {
  const t = useT();
  const footer = t.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-hours" className={styles.block}>
          <h2 id="footer-hours" className={styles.heading}>
            {footer.contactHeading}
          </h2>
          <dl className={styles.hours}>
            <div>
              <dt>{footer.officeHoursLabel}</dt>
              <dd>{footer.officeHours}</dd>
            </div>
            <div>
              <dt>{footer.lessonHoursLabel}</dt>
              <dd>
                {footer.lessonHoursWeekday}
                <br />
                {footer.lessonHoursWeekend}
              </dd>
            </div>
          </dl>
          <p className={styles.promise}>{footer.replyPromise}</p>
        </section>
        <nav aria-labelledby="footer-policies" className={styles.block}>
          <h2 id="footer-policies" className={styles.heading}>
            {footer.policiesHeading}
          </h2>
          <ul className={styles.links}>
            <li>
              <Link to={paths.privacyPolicy}>{footer.privacyPolicy}</Link>
            </li>
            <li>
              <Link to={paths.termsOfService}>{footer.termsOfService}</Link>
            </li>
          </ul>
        </nav>
        <p className={styles.copyright}>
          {format(footer.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
