import {
  CLOSURE_MESSAGES,
  feedbackMessage,
  findOwnHourOverlapping,
  hourToTime,
  isBeyondBookingHorizon,
  isPastStart,
  lastBookableDate,
  overlapsExistingBooking,
  OWN_HOUR_MESSAGES,
  pickText,
  PRACTICE_BOOKING_LIMITS,
  PRACTICE_ROOM_LABELS,
  PRACTICE_ROOMS,
  rangesOverlap,
  roomIdFromPracticeRoom,
  TEXT_LIMITS,
  validationMessage,
  ZPracticeRoom,
} from '@academy/contracts';
import type { TPracticeRoom, TValidationMessageKey } from '@academy/contracts';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { daysInMonth, monthOf, todayIsoDate } from '@/components/calendar/calendar-dates';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { ownHourKindAt } from '@/components/member-area/own-hours';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import { PageShell } from '@/components/page-shell/PageShell';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useCreatePracticeBooking } from '../api/create-practice-booking';
import { useMyPracticeBookings } from '../api/get-my-practice-bookings';
import { usePracticeCalendar } from '../api/get-practice-calendar';
import styles from '@/components/member-area/Member.module.css';
import { MyBookings } from '../components/MyBookings';
import { PracticeRules } from '../components/PracticeRules';
import { PracticeSlots } from '../components/PracticeSlots';
import {
  academyDateOf,
  academyInstant,
  academyTimeOf,
} from '@/components/member-area/member-dates';
import { errorMessageOf } from '@/lib/api-error';
import { clickPracticeHour } from '../practice-selection';
import type { TPracticeSelection } from '../practice-selection';

const HOUR_MS = 3_600_000;

function monthRange(month: string) {
  return {
    startDate: `${month}-01`,
    endDate: `${month}-${String(daysInMonth(month)).padStart(2, '0')}`,
  };
}

export function MemberPracticeBookingPage() {
  const t = useT();
  const copy = t.member.practice;
  const { language } = useLanguage();
  const today = todayIsoDate();
  const lastDate = lastBookableDate();
  const [month, setMonth] = useState(() => monthOf(today));
  const [date, setDate] = useState<string | null>(null);
  const [room, setRoom] = useState<TPracticeRoom>('room1');
  const [selection, setSelection] = useState<TPracticeSelection>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const range = useMemo(() => monthRange(month), [month]);
  const sessions = usePracticeCalendar(range, 'member');
  const mine = useMyPracticeBookings();
  const book = useCreatePracticeBooking();

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

  const isUnavailable = (hour: number) => {
    if (date === null) return true;
    const start = Date.parse(academyInstant(date, hour));
    if (isPastStart(academyInstant(date, hour))) return true;
    return booked.some(
      (session) =>
        session.practiceRoom === room &&
        rangesOverlap(
          start,
          start + HOUR_MS,
          Date.parse(session.startTime),
          Date.parse(session.endTime),
        ),
    );
  };

  const refuse = (key: TValidationMessageKey) => setProblem(validationMessage(key, language));
  /** Refuses hours [start, end) of the day that overlap the member's own time; true if so. */
  const refuseOwnHour = (day: string, start: number, end: number) => {
    const wanted = { date: day, startTime: hourToTime(start), endTime: hourToTime(end) };
    const own = findOwnHourOverlapping(ownHours, wanted);
    if (own) setProblem(pickText(OWN_HOUR_MESSAGES[own.kind], language));
    return own !== undefined;
  };

  const clickHour = (hour: number) => {
    setProblem(null);
    const next = clickPracticeHour(selection, hour);
    if (next !== null && next.end - next.start > PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_BOOKING) {
      refuse('practiceMaxDuration');
      return;
    }
    if (next !== null && date !== null) {
      const candidate = {
        practiceRoom: room,
        startTime: academyInstant(date, next.start),
        endTime: academyInstant(date, next.end),
      };
      if (overlapsExistingBooking(candidate, booked)) {
        refuse('practiceSlotTaken');
        return;
      }
      if (refuseOwnHour(date, next.start, next.end)) return;
    }
    setSelection(next);
  };

  const chooseDate = (next: string) => {
    setDate(next);
    setSelection(null);
    setProblem(null);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (book.isPending) return;
    if (date === null) return refuse('practiceDateRequired');
    if (selection === null) return refuse('practiceTimeRequired');
    const body = {
      roomId: roomIdFromPracticeRoom(room),
      startTime: academyInstant(date, selection.start),
      endTime: academyInstant(date, selection.end),
      ...(notes.trim() ? { notes: notes.trim() } : {}),
    };
    if (isPastStart(body.startTime)) return refuse('practicePastStart');
    if (isBeyondBookingHorizon(body.startTime)) return refuse('practiceBeyondHorizon');
    if (overlapsExistingBooking({ ...body, practiceRoom: room }, booked)) {
      return refuse('practiceSlotTaken');
    }
    if (refuseOwnHour(date, selection.start, selection.end)) return;
    setProblem(null);
    book.mutate(body, {
      onSuccess: () => {
        toast.success(feedbackMessage('bookingCompleted', language));
        setSelection(null);
        setNotes('');
      },
      onError: (error) => {
        const message = errorMessageOf(error, feedbackMessage('bookingFailed', language));
        setProblem(message);
        toast.error(message);
      },
    });
  };

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

  const roomLabel = pickText(PRACTICE_ROOM_LABELS[room], language);

  return (
    <PageShell
      title={t.pages.memberPracticeBooking.title}
      description={t.pages.memberPracticeBooking.description}
    >
      <div className={styles.stack}>
        <div className={`${styles.columns} ${styles.wideLeft}`}>
          <section className={styles.card}>
            <MonthCalendar
              label={copy.calendarLabel}
              month={month}
              onMonthChange={setMonth}
              disablePast
              lastDate={lastDate}
              selectedDates={date ? [date] : []}
              markedDates={closedDates}
              markedLabel={copy.closedDay}
              isDateUnavailable={(day) => closedDates.includes(day)}
              onSelectDate={chooseDate}
              onUnavailableDate={(refused) => {
                if (closedDates.includes(refused)) {
                  setProblem(pickText(CLOSURE_MESSAGES.practiceDateClosed, language));
                  return;
                }
                refuse(refused < today ? 'pastDateNotAllowed' : 'practiceBeyondHorizon');
              }}
              events={events}
            />
          </section>
          <form
            className={`${styles.card} ${formStyles.form}`}
            aria-labelledby="member-booking-heading"
            onSubmit={onSubmit}
            noValidate
          >
            <h2 id="member-booking-heading" className={styles.heading}>
              {copy.panelHeading}
            </h2>
            <FormAlert message={problem} />
            <PracticeRules />
            <SelectField
              label={copy.roomLabel}
              value={room}
              onChange={(event) => {
                setRoom(ZPracticeRoom.parse(event.target.value));
                setSelection(null);
                setProblem(null);
              }}
            >
              {PRACTICE_ROOMS.map((option) => (
                <option key={option} value={option}>
                  {pickText(PRACTICE_ROOM_LABELS[option], language)}
                </option>
              ))}
            </SelectField>
            {date === null ? (
              <p className={styles.muted}>{copy.datePrompt}</p>
            ) : sessions.isPending ? (
              <p className={styles.muted} role="status">
                {copy.slotsLoading}
              </p>
            ) : (
              <PracticeSlots
                date={date}
                selection={selection}
                isUnavailable={isUnavailable}
                ownKindAt={(hour) => ownHourKindAt(ownHours, date, hour)}
                onClick={clickHour}
              />
            )}
            <dl className={styles.summary} aria-live="polite">
              <div className={styles.fact}>
                <dt>{copy.panelDate}</dt>
                <dd>{date ? formatFullDate(date, language) : '—'}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{copy.panelRoom}</dt>
                <dd>{roomLabel}</dd>
              </div>
              <div className={styles.fact}>
                <dt>{copy.panelTime}</dt>
                <dd>
                  {selection
                    ? `${hourToTime(selection.start)} – ${hourToTime(selection.end)}`
                    : copy.panelTimeNone}
                </dd>
              </div>
            </dl>
            <TextAreaField
              label={copy.notesLabel}
              value={notes}
              maxLength={TEXT_LIMITS.NOTES}
              rows={3}
              onChange={(event) => setNotes(event.target.value)}
            />
            <SubmitButton pending={book.isPending} label={copy.book} pendingLabel={copy.booking} />
          </form>
        </div>
        <MyBookings bookings={mine.data ?? []} />
      </div>
    </PageShell>
  );
}
