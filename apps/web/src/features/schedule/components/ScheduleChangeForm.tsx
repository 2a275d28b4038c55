import {
  addMinutesToTime,
  feedbackMessage,
  HOURS,
  hourToTime,
  isDuplicateScheduleChange,
  isHourBusy,
  isScheduleChangeNewDate,
  pickText,
  SCHEDULE_CHANGE_SLOT_HOURS,
  scheduleChangeTargetDates,
  scheduleChangeWindowEnd,
  SINGLE_OVERRIDE_SCOPE,
  TEXT_LIMITS,
  validationMessage,
  WEEKDAY_LABELS,
} from '@academy/contracts';
import type { TLessonWeekday, TValidationMessageKey } from '@academy/contracts';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatFullDate, formatShortDate } from '@/components/calendar/calendar-format';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCreateScheduleChange } from '../api/create-schedule-change';
import type { TMyModification } from '../api/get-my-modifications';
import { useMyOverrides } from '../api/get-my-overrides';
import { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { errorMessageOf } from '@/lib/api-error';
import styles from '@/components/member-area/Member.module.css';

type TScheduleChangeFormProps = {
  lessonDayOfWeek: TLessonWeekday;
  requests: readonly TMyModification[];
};

/** docs/product/validation.md schedule change: target lesson, new date and hour (busy ones disabled), reason. */
export function ScheduleChangeForm({ lessonDayOfWeek, requests }: TScheduleChangeFormProps) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  const today = todayIsoDate();
  const overrides = useMyOverrides();
  const [target, setTarget] = useState('');
  const [requestedDate, setRequestedDate] = useState<string | null>(null);
  const [hour, setHour] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const busy = useDayBusyRanges(requestedDate);
  const create = useCreateScheduleChange();

  // Dates already moved, or with a request still waiting, cannot be asked for again.
  const targets = useMemo(
    () =>
      scheduleChangeTargetDates({
        lessonDayOfWeek,
        today,
        excludedDates: [
          ...(overrides.data ?? [])
            .filter((override) => override.scope === SINGLE_OVERRIDE_SCOPE)
            .map((override) => override.startDate.slice(0, 10)),
          ...requests.flatMap((request) =>
            request.status === 'pending' && request.changeStartDate !== null
              ? [request.changeStartDate]
              : [],
          ),
        ],
      }),
    [lessonDayOfWeek, today, overrides.data, requests],
  );

  const refuse = (key: TValidationMessageKey) => setProblem(validationMessage(key, language));

  const chooseDate = (date: string) => {
    if (target === '') return refuse('scheduleChangeTargetDateRequired');
    if (!isScheduleChangeNewDate(date, today)) return refuse('scheduleChangeNewDateOutsideWindow');
    if (date < target) return refuse('scheduleChangeDateBeforeTarget');
    setProblem(null);
    setRequestedDate(date);
    setHour(null);
  };

  const reset = () => {
    setTarget('');
    setRequestedDate(null);
    setHour(null);
    setReason('');
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    if (target === '') return refuse('scheduleChangeTargetDateRequired');
    if (requestedDate === null) return refuse('scheduleChangeNewDateRequired');
    if (hour === null) return refuse('scheduleChangeTimeRequired');
    if (reason.trim() === '') return refuse('scheduleChangeReasonRequired');
    const requestedStartTime = hourToTime(hour);
    if (isDuplicateScheduleChange(requests, { requestedDate, requestedStartTime })) {
      return refuse('scheduleChangeDuplicate');
    }
    setProblem(null);
    create.mutate(
      {
        requestType: 'reschedule',
        changeType: 'temporary',
        changePeriod: 'custom',
        changeStartDate: target,
        changeEndDate: target,
        requestMessage: reason.trim(),
        requestedDate,
        requestedStartTime,
        requestedEndTime: addMinutesToTime(requestedStartTime, HOURS.LESSON_MINUTES),
      },
      {
        onSuccess: () => {
          toast.success(feedbackMessage('scheduleChangeSubmitted', language));
          reset();
          window.scrollTo({ top: 0, behavior: 'smooth' });
        },
        onError: (error) => {
          const message = errorMessageOf(error, feedbackMessage('scheduleChangeFailed', language));
          setProblem(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form
      className={`${styles.card} ${formStyles.form}`}
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
      noValidate
    >
      <FormAlert message={problem} />
      <SelectField
        label={copy.targetLabel}
        hint={format(copy.targetHint, {
          weekday: pickText(WEEKDAY_LABELS[lessonDayOfWeek], language),
        })}
        value={target}
        onChange={(event) => {
          setTarget(event.target.value);
          setProblem(null);
          if (requestedDate !== null && requestedDate < event.target.value) {
            setRequestedDate(null);
            setHour(null);
          }
        }}
      >
        <option value="">{targets.length === 0 ? copy.targetNone : copy.targetPlaceholder}</option>
        {targets.map((date) => (
          <option key={date} value={date}>
            {formatFullDate(date, language)}
          </option>
        ))}
      </SelectField>
      <MonthCalendar
        label={copy.calendarLabel}
        disablePast
        lastDate={scheduleChangeWindowEnd(today)}
        isDateUnavailable={(date) => !isScheduleChangeNewDate(date, today)}
        selectedDates={requestedDate ? [requestedDate] : []}
        onSelectDate={chooseDate}
        onUnavailableDate={(date) =>
          refuse(date < today ? 'pastDateNotAllowed' : 'scheduleChangeNewDateOutsideWindow')
        }
      />
      <p className={styles.muted}>
        {copy.requestedDateLabel}:{' '}
        {requestedDate ? formatFullDate(requestedDate, language) : copy.requestedDateNone}
      </p>
      {requestedDate !== null &&
        (busy.loading ? (
          <p className={styles.muted} role="status">
            {copy.timesLoading}
          </p>
        ) : (
          <div className={styles.stack}>
            <div
              role="group"
              aria-label={`${formatShortDate(requestedDate, language)} ${copy.timesLabel}`}
              className={styles.hours}
            >
              {SCHEDULE_CHANGE_SLOT_HOURS.map((slot) => (
                <button
                  key={slot}
                  type="button"
                  className={styles.slot}
                  disabled={isHourBusy(slot, busy.ranges)}
                  aria-pressed={hour === slot}
                  onClick={() => {
                    setHour(hour === slot ? null : slot);
                    setProblem(null);
                  }}
                >
                  {hourToTime(slot)}
                </button>
              ))}
            </div>
            <p className={styles.muted}>{copy.timesNote}</p>
          </div>
        ))}
      {hour !== null && (
        <p className={styles.muted} aria-live="polite">
          {copy.endTimeLabel}: {hourToTime(hour + 1)}
        </p>
      )}
      <TextAreaField
        label={copy.reasonLabel}
        hint={copy.reasonHint}
        value={reason}
        maxLength={TEXT_LIMITS.REASON}
        rows={4}
        required
        onChange={(event) => setReason(event.target.value)}
      />
      <SubmitButton pending={create.isPending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
