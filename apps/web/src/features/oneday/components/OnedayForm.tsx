import {
  buildOnedayPreferredTime,
  LESSON_TYPE_LABELS,
  pickText,
  sentenceDate,
  ZOnedayApplication,
} from '@academy/contracts';
import type { TApplicationLessonType } from '@academy/contracts';
import { useState } from 'react';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { applicantFacts } from '@/components/application-form/application-confirmation';
import type { TFormConfirmation } from '@/components/form/FormConfirmation';
import { useApplyOneday } from '../api/apply-oneday';
import { initialOnedayInterest, messageWithInterest } from '../oneday-interest';
import type { TOnedayInterest } from '../oneday-interest';
import { onedaySlots } from '../oneday-selection';
import type { TOnedaySelections } from '../oneday-selection';
import styles from '@/components/application-form/ApplicationPage.module.css';
import { ApplicationForm } from '@/components/application-form/ApplicationForm';
import { ApplicantSections } from '@/components/application-form/FamilyFields';
import {
  validateApplication,
  withFamily,
  withoutDefaultApplicant,
} from '@/components/application-form/family-values';
import { MessageField } from '@/components/application-form/MessageField';
import { useApplicationForm } from '@/components/application-form/use-application-form';
import { OnedayInterestField } from './OnedayInterestField';
import { OnedayScheduler } from './OnedayScheduler';
import { toLanguageTag } from '@/i18n/language';

type TOnedayFormProps = {
  /** The course a ?type= link chose; the applicant can still change it. */
  initialLessonType: TApplicationLessonType | null;
  /** Once the application went through: what the page's confirmation shows. */
  onConfirmed: (confirmation: TFormConfirmation) => void;
};

/**
 * The one-day class application; gender is asked but never sent, and the course of
 * interest is sent as the message's first line, in the applicant's language like the message.
 */
export function OnedayForm({ initialLessonType, onConfirmed }: TOnedayFormProps) {
  const t = useT();
  const copy = t.applications;
  const { language } = useLanguage();
  const [selections, setSelections] = useState<TOnedaySelections>({});
  const [activeDate, setActiveDate] = useState<string | null>(null);
  const interestLine = (interest: string): string | null =>
    interest === '일반' || interest === '입시'
      ? format(copy.oneday.interestLine, {
          course: pickText(LESSON_TYPE_LABELS[interest], language),
        })
      : null;
  const apply = useApplyOneday();
  const { form, fields } = useApplicationForm({
    own: { interest: initialOnedayInterest(initialLessonType) },
    schema: ZOnedayApplication,
    validate: ({ gender: _notSent, interest, message, ...values }) =>
      validateApplication(
        ZOnedayApplication,
        {
          ...withFamily(values),
          message: messageWithInterest(message, interestLine(interest)),
          preferredTime: buildOnedayPreferredTime(onedaySlots(selections)),
        },
        false,
      ),
    send: async (body) => {
      // The chosen times as the confirmation writes them, taken before the form is cleared.
      const times = onedaySlots(selections).map(
        ({ date, times: hours }) =>
          `${sentenceDate(date, toLanguageTag(language))} ${hours.join(', ')}`,
      );
      return { body, times, receipt: await apply.mutateAsync(withoutDefaultApplicant(body)) };
    },
    onSent: ({ body, times, receipt }) => {
      setSelections({});
      setActiveDate(null);
      if (receipt.reference === null) return;
      const confirm = copy.confirmation;
      onConfirmed({
        heading: confirm.onedayHeading,
        reference: receipt.reference,
        facts: applicantFacts(body, confirm),
        next: [confirm.callNext, format(confirm.onedayTimesNext, { times: times.join(' · ') })],
      });
    },
    sentKey: 'onedayApplied',
    failKey: 'onedayApplyFailed',
  });

  return (
    <ApplicationForm
      label={copy.oneday.formLabel}
      submit={form}
      submitLabel={copy.oneday.submit}
      pendingLabel={copy.oneday.submitting}
      className={styles.form}
    >
      <ApplicantSections form={fields} emailRequired={false} genderRequired={false} />

      <OnedayInterestField
        value={fields.values.interest}
        onChange={(interest: TOnedayInterest) => fields.setValue('interest', interest)}
      />

      <section className={styles.section} aria-labelledby="oneday-schedule-title">
        <h2 id="oneday-schedule-title" className={styles.sectionTitle}>
          {copy.oneday.scheduleHeading}
        </h2>
        <p className={styles.advice}>{copy.oneday.scheduleAdvice}</p>
        <OnedayScheduler
          selections={selections}
          onChange={setSelections}
          activeDate={activeDate}
          onActiveDateChange={setActiveDate}
        />
      </section>

      <MessageField form={fields} />
    </ApplicationForm>
  );
}
