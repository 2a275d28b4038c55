import { paths } from '@/config/paths';
import { useLanguage, useT } from '@/i18n/use-language';
import { BUSINESS } from '@/lib/seo/business';
import { fill } from '../../lib/site-values';
import buttons from '../ButtonLink.module.css';
import { CtaLinks } from '../CtaLinks';
import styles from './TourContact.module.css';
import { TourSection } from './TourSection';

export function TourContact() {
  const contact = useT().site.academyTour.contact;
  const { language } = useLanguage();
  return (
    <TourSection id="tour-contact" copy={contact} className={styles.contact} styles={styles}>
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
      <CtaLinks
        className={`${buttons.group} ${styles.actions}`}
        links={[
          { to: paths.contact, label: contact.contactCta, className: buttons.primary },
          { to: paths.oneDayClass, label: contact.oneDayCta, className: buttons.onInk },
          { to: paths.lessonRequest, label: contact.lessonCta, className: buttons.onInk },
        ]}
      />
    </TourSection>
  );
}
