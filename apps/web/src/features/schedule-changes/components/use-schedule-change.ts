import {
  feedbackMessage,
  isScheduleChangeNewDate,
  scheduleChangeTargetDates,
  SINGLE_OVERRIDE_SCOPE,
  validationMessage,
} from '@academy/contracts';
import type { TLessonWeekday, TValidationMessageKey } from '@academy/contracts';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { useForm } from '@/components/form/use-form';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useCreateScheduleChange } from '../api/create-schedule-change';
import type { TMyScheduleChange } from '../api/get-my-schedule-changes';
import { useMyOverrides } from '../api/get-my-overrides';
import { useNoticedDates } from '../api/get-noticed-dates';
import { EMPTY_SCHEDULE_CHANGE, scheduleChangeSchema } from './schedule-change-form';

/**
 * The lesson dates that may be moved, once the notices are known: none in a month a pause holds
 * (`pausedMonths`, YYYY-MM), whose lessons are not given.
 */
function useTargetDates(
  lessonDayOfWeek: TLessonWeekday,
  requests: readonly TMyScheduleChange[],
  pausedMonths: readonly string[],
) {
  const today = todayIsoDate();
  const overrides = useMyOverrides();
  const noticed = useNoticedDates(today);
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
  const held = useMemo(() => new Set(pausedMonths), [pausedMonths]);
  const movable = useMemo(
    () => targets.filter((date) => !held.has(date.slice(0, 7))),
    [targets, held],
  );
  return { targets: movable, anyNoticed: Boolean(noticed.data?.length) };
}

/** The schedule change request: its form, the movable dates and the one alert it shows. */
export function useScheduleChange(
  lessonDayOfWeek: TLessonWeekday,
  requests: readonly TMyScheduleChange[],
  pausedMonths: readonly string[] = [],
) {
  const { language } = useLanguage();
  const today = todayIsoDate();
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

  const refuse = (key: TValidationMessageKey) => {
    form.clearMessages();
    setCalendarRefusal(validationMessage(key, language));
  };

  /** The member changed course: the alert goes. */
  const dismiss = () => {
    setCalendarRefusal(null);
    form.clearMessages();
  };

  const chooseTarget = (next: string) => {
    form.setValue('target', next);
    dismiss();
    if (requestedDate !== null && requestedDate < next) {
      form.setValue('requestedDate', null);
      form.setValue('hour', null);
    }
  };

  const chooseDate = (date: string) => {
    if (target === '') return refuse('scheduleChangeTargetDateRequired');
    if (!isScheduleChangeNewDate(date, today)) return refuse('scheduleChangeNewDateOutsideWindow');
    if (date < target) return refuse('scheduleChangeDateBeforeTarget');
    dismiss();
    form.setValue('requestedDate', date);
    form.setValue('hour', null);
  };

  const toggleHour = (slot: number) => {
    form.setValue('hour', hour === slot ? null : slot);
    dismiss();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setCalendarRefusal(null);
    form.onSubmit(event);
  };

  const problem = calendarRefusal ?? Object.values(form.errors)[0] ?? form.failure;
  const { targets, anyNoticed } = useTargetDates(lessonDayOfWeek, requests, pausedMonths);
  return {
    form,
    targets,
    anyNoticed,
    problem,
    refuse,
    chooseTarget,
    chooseDate,
    toggleHour,
    onSubmit,
  };
}
