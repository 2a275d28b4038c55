import { hourToTime, HOURS } from '@academy/contracts';
import { Link } from 'react-router-dom';
import pageStyles from '@/components/form/FormPage.module.css';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './Inquiry.module.css';
import { InquirySteps } from './InquirySteps';

/** Replies within 1–2 weekdays, the steps an inquiry goes through, and /contact/check to read them. */
export function ReplyPromise() {
  const t = useT();
  const copy = t.inquiries.contact;
  return (
    <aside
      className={`${styles.promise} ${pageStyles.aside}`}
      aria-labelledby="contact-reply-title"
    >
      <h2 id="contact-reply-title" className={styles.promiseTitle}>
        {copy.replyHeading}
      </h2>
      <p>
        {format(copy.replyPromise, {
          min: HOURS.REPLY_PROMISE_WEEKDAYS.MIN,
          max: HOURS.REPLY_PROMISE_WEEKDAYS.MAX,
        })}
      </p>
      <p className={styles.promiseMuted}>
        {format(copy.officeHours, {
          open: hourToTime(HOURS.OFFICE.OPEN_HOUR),
          close: hourToTime(HOURS.OFFICE.CLOSE_HOUR),
        })}
      </p>
      <InquirySteps />
      <p className={styles.promiseMuted}>{copy.checkLead}</p>
      <Link to={paths.inquiryCheck} className={styles.promiseLink}>
        {copy.checkLink}
      </Link>
    </aside>
  );
}
