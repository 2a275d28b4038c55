import { sentenceDate, toAcademyIsoDate } from '@academy/contracts';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './FormConfirmation.module.css';
import { toLanguageTag } from '@/i18n/language';

/** One line of what was sent: its label and the value as sent (a phone already masked). */
export type TConfirmationFact = { label: string; value: string };

/** What a guest form's confirmation shows once the form went through (docs/decisions/0061). */
export type TFormConfirmation = {
  heading: string;
  reference: string;
  facts: TConfirmationFact[];
  next: string[];
};

type TFormConfirmationProps = TFormConfirmation & {
  /** An action below the steps, e.g. the link that opens the inquiry. */
  action?: ReactNode;
};

/**
 * "010-****-3333": a phone number with its middle digits hidden, since the panel stays on the
 * screen of a device others may see.
 */
export function maskedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  return `${digits.slice(0, 3)}-${'*'.repeat(digits.length - 7)}-${digits.slice(-4)}`;
}

/**
 * The confirmation at the top of a sent guest form: what was sent, what happens next, and the
 * reference number. Its heading takes the focus when it appears, so a screen reader reads it and
 * a keyboard user starts from it, as the page has scrolled to the top.
 */
export function FormConfirmation({
  heading,
  reference,
  facts,
  next,
  action,
}: TFormConfirmationProps) {
  const copy = useT().applications.confirmation;
  const { language } = useLanguage();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    headingRef.current?.focus();
  }, [reference]);
  const today = toAcademyIsoDate(new Date());
  return (
    <section className={styles.confirmation} role="status" aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.heading}>
        {heading}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{copy.referenceLabel}</dt>
          <dd className={styles.reference}>{reference}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{copy.sentOnLabel}</dt>
          <dd>{sentenceDate(today, toLanguageTag(language))}</dd>
        </div>
      </dl>
      <h3 className={styles.subheading}>{copy.sentHeading}</h3>
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <h3 className={styles.subheading}>{copy.nextHeading}</h3>
      <ul className={styles.next}>
        {next.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ul>
      {action}
    </section>
  );
}
