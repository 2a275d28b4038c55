import { isIsoDate } from '@academy/contracts';
import { useSearchParams } from 'react-router-dom';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { scheduleViewOf } from '../components/time-schedule';
import type { TScheduleView } from '../components/time-schedule';

/**
 * The calendar's view and day, kept in the address (`?view=week&date=2025-11-20`) so that a
 * reload or a shared link opens the same view; a missing or wrong value reads as the month and
 * today.
 */
export function useScheduleView() {
  const [params, setParams] = useSearchParams();
  const view = scheduleViewOf(params.get('view'));
  const asked = params.get('date');
  const date = asked !== null && isIsoDate(asked) ? asked : todayIsoDate();
  const update = (key: 'view' | 'date', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(key, value);
        return next;
      },
      { replace: true },
    );
  return {
    view,
    date,
    setView: (next: TScheduleView) => update('view', next),
    setDate: (next: string) => update('date', next),
  };
}
