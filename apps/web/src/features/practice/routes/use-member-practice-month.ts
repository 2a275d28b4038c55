import { useMemo, useState } from 'react';
import { daysInMonth, monthOf, todayIsoDate } from '@/components/calendar/calendar-dates';
import { academyDateOf, academyTimeOf } from '@/components/member-area/member-dates';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import { useMyPracticeBookings } from '../api/get-my-practice-bookings';
import { usePracticeCalendar } from '../api/get-practice-calendar';

function monthRange(month: string) {
  return {
    startDate: `${month}-01`,
    endDate: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  };
}

/** The shown month's sessions, closed days and own hours, and the member's bookings as events. */
export function useMemberPracticeMonth() {
  const copy = useT().member.practice;
  const [month, setMonth] = useState(() => monthOf(todayIsoDate()));
  const range = useMemo(() => monthRange(month), [month]);
  const sessions = usePracticeCalendar(range, 'member');
  const mine = useMyPracticeBookings();

  const booked = useMemo(
    () => (sessions.data?.sessions ?? []).filter((session) => session.status !== 'cancelled'),
    [sessions.data],
  );
  // Nothing can be booked on a day the academy is closed (docs/product/states.md).
  const closedDates = useMemo(
    () => sessions.data?.closures.map((closure) => closure.date) ?? [],
    [sessions.data],
  );
  // The member's own lessons, make-ups and bookings: no booking may overlap them.
  const ownHours = useMemo(() => sessions.data?.ownHours ?? [], [sessions.data]);

  const events = useMemo(
    () =>
      (mine.data ?? [])
        .filter((booking) => booking.status === 'scheduled')
        .map((booking) => ({
          id: booking.sessionId,
          date: academyDateOf(booking.startTime),
          title: format(copy.eventTitle, { time: academyTimeOf(booking.startTime) }),
        })),
    [mine.data, copy.eventTitle],
  );

  return { month, setMonth, sessions, mine, booked, closedDates, ownHours, events };
}
