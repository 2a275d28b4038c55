import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/use-language';
import { BUSINESS } from '@/lib/seo/business';
import { fill } from '../../lib/site-values';
import buttons from '../ButtonLink.module.css';
import styles from './TourContact.module.css';

export function TourContact() {
  const contact = useT().site.academyTour.contact;
  const { language } = useLanguage();
  return (
    <section className={styles.contact} aria-labelledby="tour-contact">
      <h2 id="tour-contact" className={styles.title}>
        {contact.title}
      </h2>
      <p className={styles.intro}>{contact.intro}</p>
      <dl className={styles.details}>
        <div>
          <dt>{contact.phoneLabel}</dt>
          <dd>
            <a href={`tel:${BUSINESS.telephone.e164}`}>{BUSINESS.telephone.display}</a>
          </dd>
        </div>
        <div>
          <dt>{contact.emailLabel}</dt>
          <dd>
            <a href={`mailto:${BUSINESS.email}`}>{BUSINESS.email}</a>
          </dd>
        </div>
        <div>
          <dt>{contact.officeHoursLabel}</dt>
          <dd>{fill(contact.officeHours)}</dd>
        </div>
        <div>
          <dt>{contact.addressLabel}</dt>
          <dd>
            {BUSINESS.address[language].full}
            <span className={styles.directions}>{contact.directions}</span>
          </dd>
        </div>
      </dl>
      <p className={styles.promise}>{fill(contact.replyPromise)}</p>
      <div className={`${buttons.group} ${styles.actions}`}>
        <Link to={paths.contact} className={buttons.primary}>
          {contact.contactCta}
        </Link>
        <Link to={paths.oneDayClass} className={buttons.onInk}>
          {contact.oneDayCta}
        </Link>
        <Link to={paths.lessonRequest} className={buttons.onInk}>
          {contact.lessonCta}
        </Link>
      </div>
    </section>
  );
}
