import { feedbackMessage, validationMessage, ZPracticeRoom } from '@academy/contracts';
import type { TPracticeCalendar, TPracticeRoom, TValidationMessageKey } from '@academy/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useCreatePracticeBooking } from '../api/create-practice-booking';
import { clickPracticeHour } from '../practice-selection';
import type { TPracticeSelection } from '../practice-selection';
import {
  bookingBody,
  bookingRefusal,
  dateRefusalMessage,
  isHourUnavailable,
  ownHourRefusal,
  selectionRefusal,
} from './member-booking-rules';
import type { TBookedSessions } from './member-booking-rules';

/** The member's choice of day, room and hours, and the rules that refuse one before it is sent. */
export function useMemberPracticeBooking(
  booked: TBookedSessions,
  ownHours: TPracticeCalendar['ownHours'],
  closedDates: readonly string[],
) {
  const { language } = useLanguage();
  const [date, setDate] = useState<string | null>(null);
  const [room, setRoom] = useState<TPracticeRoom>('room1');
  const [selection, setSelection] = useState<TPracticeSelection>(null);
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const book = useCreatePracticeBooking();

  const refuse = (key: TValidationMessageKey) => setProblem(validationMessage(key, language));
  /** Refuses hours [start, end) of the day that overlap the member's own time; true if so. */
  const refuseOwnHour = (day: string, start: number, end: number) => {
    const message = ownHourRefusal(ownHours, { day, start, end }, language);
    if (message !== null) setProblem(message);
    return message !== null;
  };

  const clickHour = (hour: number) => {
    setProblem(null);
    const next = clickPracticeHour(selection, hour);
    const refusal = selectionRefusal(next, room, date, booked);
    if (refusal !== null) return refuse(refusal);
    if (next !== null && date !== null && refuseOwnHour(date, next.start, next.end)) return;
    setSelection(next);
  };

  const chooseDate = (next: string) => {
    setDate(next);
    setSelection(null);
    setProblem(null);
  };

  const chooseRoom = (value: string) => {
    setRoom(ZPracticeRoom.parse(value));
    setSelection(null);
    setProblem(null);
  };

  const refuseDate = (refused: string) =>
    setProblem(dateRefusalMessage(refused, closedDates, language));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (book.isPending) return;
    if (date === null) return refuse('practiceDateRequired');
    if (selection === null) return refuse('practiceTimeRequired');
    const body = bookingBody(room, date, selection, notes);
    const refusal = bookingRefusal(body, room, booked);
    if (refusal !== null) return refuse(refusal);
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

  const isUnavailable = (hour: number) => isHourUnavailable(booked, room, date, hour);
  const pending = book.isPending;
  return {
    date,
    room,
    selection,
    notes,
    setNotes,
    problem,
    pending,
    isUnavailable,
    clickHour,
    chooseDate,
    chooseRoom,
    refuseDate,
    onSubmit,
  };
}
