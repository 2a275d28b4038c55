import { PRACTICE_LOG_LIMITS, ZPracticeEntryInput } from '@academy/contracts';
import { useId } from 'react';
import toast from 'react-hot-toast';
import { SubmitForm } from '@/components/form/SubmitForm';
import { TempoField } from '@/components/form/TempoField';
import { TextField } from '@/components/form/TextField';
import { typedNumber } from '@/components/form/typed-number';
import { useForm } from '@/components/form/use-form';
import { MemberCard } from '@/components/member-area/MemberCard';
import { usePracticeLogCopy } from '@/i18n/sections/practice-log';
import { errorMessageOf } from '@/lib/api-error';
import { useLogPractice } from '../api/log-practice';

type TPracticeEntryFormProps = {
  /** The days the log takes today, as the API answered them. */
  firstDay: string;
  today: string;
  /** The pieces of the member's lesson notes, offered as exercises. */
  suggestions: readonly string[];
};

/**
 * The member logs one practice (docs/product/lesson-notes.md): the day (today unless changed,
 * within the log's window), the minutes, the exercise with their lesson notes' pieces to pick from,
 * and the tempo reached. The fields stay for the next entry but the tempo.
 */
export function PracticeEntryForm({ firstDay, today, suggestions }: TPracticeEntryFormProps) {
  const copy = usePracticeLogCopy().form;
  const log = useLogPractice();
  const listId = useId();
  const form = useForm({
    initial: { date: today, minutes: '30', exercise: '', tempoBpm: '' },
    schema: ZPracticeEntryInput,
    toInput: (values) => ({
      ...values,
      minutes: typedNumber(values.minutes) ?? Number.NaN,
      tempoBpm: typedNumber(values.tempoBpm),
    }),
    errorDisplay: 'submit',
    send: (body) => log.mutateAsync(body),
    onSent: (result) => {
      toast.success(result.message);
      form.setValue('tempoBpm', '');
    },
    failMessage: (error) => errorMessageOf(error, copy.failed),
  });
  return (
    <MemberCard headingId="practice-form-heading" heading={copy.heading}>
      <SubmitForm
        form={form}
        submitLabel={copy.submit}
        pendingLabel={copy.submitting}
        labelledBy="practice-form-heading"
      >
        <TextField
          {...form.field('date')}
          label={copy.date}
          type="date"
          min={firstDay}
          max={today}
          required
        />
        <TextField
          {...form.field('minutes')}
          label={copy.minutes}
          type="number"
          inputMode="numeric"
          min={PRACTICE_LOG_LIMITS.MINUTES.MIN}
          max={PRACTICE_LOG_LIMITS.MINUTES.MAX}
          required
        />
        <TextField
          {...form.field('exercise')}
          label={copy.exercise}
          hint={suggestions.length > 0 ? copy.exerciseHint : undefined}
          maxLength={PRACTICE_LOG_LIMITS.EXERCISE}
          list={suggestions.length > 0 ? listId : undefined}
          autoComplete="off"
          required
        />
        {suggestions.length > 0 && (
          <datalist id={listId}>
            {suggestions.map((piece) => (
              <option key={piece} value={piece} />
            ))}
          </datalist>
        )}
        <TempoField {...form.field('tempoBpm')} label={copy.tempo} />
      </SubmitForm>
    </MemberCard>
  );
}
