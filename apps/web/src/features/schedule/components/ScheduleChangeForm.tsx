import {
  feedbackMessage,
  hourToTime,
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
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatFullDate, formatShortDate } from '@/components/calendar/calendar-format';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useForm } from '@/components/form/use-form';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCreateScheduleChange } from '../api/create-schedule-change';
import type { TMyModification } from '../api/get-my-modifications';
import { useMyOverrides } from '../api/get-my-overrides';
import { useNoticedDates } from '../api/get-noticed-dates';
import { useDayBusyRanges } from '@/components/application-form/use-day-busy-ranges';
import { useMonthClosures } from '@/components/application-form/use-month-closures';
import { errorMessageOf } from '@/lib/api-error';
import styles from '@/components/member-area/Member.module.css';
import { EMPTY_SCHEDULE_CHANGE, scheduleChangeSchema } from './schedule-change-form';

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
  const noticed = useNoticedDates(today);
  const create = useCreateScheduleChange();
  const form = useForm({
    initial: EMPTY_SCHEDULE_CHANGE,
    schema: scheduleChangeSchema(requests),
    errorDisplay: 'submit',
    send: (body) => create.mutateAsync(body),
    sentMessage: () => feedbackMessage('scheduleChangeSubmitted', language),
    resetOnSent: true,
    failMessage: (error) =>
      errorMessageOf(error, feedbackMessage('scheduleChangeFailed', language)),
  });
  const { target, requestedDate, hour } = form.values;
  // A date pressed on the calendar that cannot be chosen; told in the same alert.
  const [calendarRefusal, setCalendarRefusal] = useState<string | null>(null);
  const busy = useDayBusyRanges(requestedDate);
  const closures = useMonthClosures(today);

  // Dates already moved, with a request still waiting, or given notice for cannot be asked for.
  // None is offered until the notices are known, so a date is never listed and then taken away.
  const targets = useMemo(
    () =>
      noticed.isPending
        ? []
        : scheduleChangeTargetDates({
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
              ...(noticed.data ?? []),
            ],
          }),
    [lessonDayOfWeek, today, overrides.data, requests, noticed.isPending, noticed.data],
  );

  const refuse = (key: TValidationMessageKey) => {
    form.clearMessages();
    setCalendarRefusal(validationMessage(key, language));
  };

  /** The member changed course: the alert goes. */
  const dismiss = () => {
    setCalendarRefusal(null);
    form.clearMessages();
  };

  const chooseDate = (date: string) => {
    if (target === '') return refuse('scheduleChangeTargetDateRequired');
    if (!isScheduleChangeNewDate(date, today)) return refuse('scheduleChangeNewDateOutsideWindow');
    if (date < target) return refuse('scheduleChangeDateBeforeTarget');
    dismiss();
    form.setValue('requestedDate', date);
    form.setValue('hour', null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setCalendarRefusal(null);
    form.onSubmit(event);
  };

  const problem = calendarRefusal ?? Object.values(form.errors)[0] ?? form.failure;

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
        hint={[
          format(copy.targetHint, {
            weekday: pickText(WEEKDAY_LABELS[lessonDayOfWeek], language),
          }),
          ...(noticed.data?.length ? [copy.noticedExcluded] : []),
        ].join(' ')}
        value={target}
        onChange={(event) => {
          form.setValue('target', event.target.value);
          dismiss();
          if (requestedDate !== null && requestedDate < event.target.value) {
            form.setValue('requestedDate', null);
            form.setValue('hour', null);
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
        isDateUnavailable={(date) =>
          !isScheduleChangeNewDate(date, today) || closures.isClosed(date)
        }
        onMonthChange={closures.onMonthChange}
        selectedDates={requestedDate ? [requestedDate] : []}
        onSelectDate={chooseDate}
        onUnavailableDate={(date) =>
          refuse(
            date < today
              ? 'pastDateNotAllowed'
              : closures.isClosed(date)
                ? 'academyClosedDay'
                : 'scheduleChangeNewDateOutsideWindow',
          )
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
                    form.setValue('hour', hour === slot ? null : slot);
                    dismiss();
                  }}
                >
                  {hourToTime(slot)}
                </button>
              ))}
            </div>
            <p className={styles.muted} role={busy.closure ? 'status' : undefined}>
              {busy.closure
                ? format(copy.closedDayNote, {
                    reason: pickText(
                      { ko: busy.closure.reason, en: busy.closure.reasonEn },
                      language,
                    ),
                  })
                : copy.timesNote}
            </p>
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
        {...form.field('reason')}
        maxLength={TEXT_LIMITS.REASON}
        rows={4}
        required
      />
      <SubmitButton pending={form.pending} label={copy.submit} pendingLabel={copy.submitting} />
    </form>
  );
}
