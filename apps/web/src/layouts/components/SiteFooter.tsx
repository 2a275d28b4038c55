import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './SiteFooter.module.css';

type TFooterBlockProps = {
  as: 'section' | 'nav';
  id: string;
  heading: string;
  children: ReactNode;
};

/** One column of the footer, named by its heading. */
function FooterBlock({ as: Block, id, heading, children }: TFooterBlockProps) {
  return (
    <Block aria-labelledby={id} className={styles.block}>
      <h2 id={id} className={styles.heading}>
        {heading}
      </h2>
      {children}
    </Block>
  );
}

export function SiteFooter() {
  const t = useT();
  const footer = t.footer;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <FooterBlock as="section" id="footer-hours" heading={footer.inquiryHeading}>
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
        </FooterBlock>
        <FooterBlock as="nav" id="footer-policies" heading={footer.policiesHeading}>
          <ul className={styles.links}>
            <li>
              <Link to={paths.privacyPolicy}>{footer.privacyPolicy}</Link>
            </li>
            <li>
              <Link to={paths.termsOfService}>{footer.termsOfService}</Link>
            </li>
          </ul>
        </FooterBlock>
        <p className={styles.copyright}>
          {format(footer.copyright, { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
