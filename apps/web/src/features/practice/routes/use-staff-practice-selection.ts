import { useEffect, useRef, useState } from 'react';
import { monthOf } from '@/components/calendar/calendar-dates';
import type { TIsoMonth } from '@/components/calendar/calendar-dates';
import type {
  TPracticeEvent,
  TPracticeSelection,
} from '../components/practice-calendar/practice-view';

/** Today is chosen when its month is shown; another month starts with nothing chosen. */
function initialSelection(month: TIsoMonth, today: string): TPracticeSelection | null {
  return monthOf(today) === month ? { date: today, sessionId: null } : null;
}

/** The shown month and the chosen day or session, with focus moved to the sidebar when asked. */
export function useStaffPracticeSelection(today: string) {
  const [month, setMonth] = useState(() => monthOf(today));
  const [selection, setSelection] = useState(() => initialSelection(monthOf(today), today));

  // Opening a session moves focus to the sidebar heading (below the calendar on narrow screens).
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusSidebar = useRef(false);
  useEffect(() => {
    if (!focusSidebar.current) return;
    focusSidebar.current = false;
    headingRef.current?.focus();
  }, [selection]);

  const openSession = (event: TPracticeEvent) => {
    focusSidebar.current = true;
    setSelection({ date: event.date, sessionId: event.session.sessionId });
  };

  const showDay = (date: string, moveFocus = false) => {
    focusSidebar.current = moveFocus;
    setSelection({ date, sessionId: null });
  };

  const changeMonth = (next: TIsoMonth) => {
    setMonth(next);
    setSelection(initialSelection(next, today));
  };

  return { month, selection, headingRef, openSession, showDay, changeMonth };
}
