import { INQUIRY_STATUS_LABELS, HOURS, pickText } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { InfoSection } from '@/components/application-form/InfoSection';
import styles from './Inquiry.module.css';

const STEP_ORDER = ['received', 'reviewed', 'answered', 'notified'] as const;

/**
 * What happens to an inquiry once sent, in order. Guests leave no address, so the last step is
 * the list's status changing to "replied", which the status names in the texts refer to.
 */
export function InquirySteps() {
  const t = useT();
  const { language } = useLanguage();
  const copy = t.inquiries.contact;
  const values = {
    pending: pickText(INQUIRY_STATUS_LABELS.pending, language),
    replied: pickText(INQUIRY_STATUS_LABELS.replied, language),
    min: HOURS.REPLY_PROMISE_WEEKDAYS.MIN,
    max: HOURS.REPLY_PROMISE_WEEKDAYS.MAX,
  };
  return (
    <InfoSection
      id="contact-steps-title"
      heading={copy.stepsHeading}
      className={styles.steps}
      headingClassName={styles.stepsTitle}
      level="h3"
    >
      <ol className={styles.stepList}>
        {STEP_ORDER.map((id) => (
          <li key={id} className={styles.step}>
            <span className={styles.stepTitle}>{copy.steps[id].title}</span>
            <span className={styles.stepDetail}>{format(copy.steps[id].detail, values)}</span>
          </li>
        ))}
      </ol>
    </InfoSection>
  );
}
