import { FEES, FOOTER_LESSON_HOURS, hourToTime, HOURS, PRACTICE } from '@academy/contracts';
import { useId, useState } from 'react';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from './Faq.module.css';

const FAQ_KEYS = ['fees', 'oneday', 'practice', 'hours', 'schedule', 'beginners'] as const;

/** The numbers in the answers come from the contracts, so they cannot drift from the rules. */
function useAnswerValues() {
  const t = useT();
  const won = (amount: number) =>
    format(t.inquiries.check.won, { amount: amount.toLocaleString('en-US') });
  return {
    lessons: FEES.LESSONS_PER_MONTH,
    general: won(FEES.REGULAR_MONTHLY),
    exam: won(FEES.EXAM_MONTHLY),
    rooms: PRACTICE.ROOM_COUNT,
    open: hourToTime(HOURS.PRACTICE.OPEN_HOUR),
    close: hourToTime(HOURS.PRACTICE.CLOSE_HOUR),
    weekdayOpen: hourToTime(FOOTER_LESSON_HOURS.WEEKDAY.OPEN_HOUR),
    weekdayClose: hourToTime(FOOTER_LESSON_HOURS.WEEKDAY.CLOSE_HOUR),
    weekendOpen: hourToTime(FOOTER_LESSON_HOURS.WEEKEND.OPEN_HOUR),
    weekendClose: hourToTime(FOOTER_LESSON_HOURS.WEEKEND.CLOSE_HOUR),
    officeOpen: hourToTime(HOURS.OFFICE.OPEN_HOUR),
    officeClose: hourToTime(HOURS.OFFICE.CLOSE_HOUR),
  };
}

/** docs/product/screens-and-routes.md /contact/check: six questions, each opening its answer in place. */
export function FaqAccordion() {
  const t = useT();
  const copy = t.inquiries.check;
  const values = useAnswerValues();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());

  const toggle = (key: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  return (
    <section className={styles.faq} aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className={styles.title}>
        {copy.faqHeading}
      </h2>
      <div className={styles.items}>
        {FAQ_KEYS.map((key) => {
          const expanded = open.has(key);
          const buttonId = `${baseId}-${key}-button`;
          const panelId = `${baseId}-${key}-panel`;
          return (
            <div key={key} className={styles.item}>
              <h3 className={styles.question}>
                <button
                  id={buttonId}
                  type="button"
                  className={styles.toggle}
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(key)}
                >
                  <span>{copy.faq[key].question}</span>
                  <span className={styles.chevron} aria-hidden="true" />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                className={styles.answer}
                hidden={!expanded}
              >
                <p>{format(copy.faq[key].answer, values)}</p>
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
