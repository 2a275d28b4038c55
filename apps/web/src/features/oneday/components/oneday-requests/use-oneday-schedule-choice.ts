import type { TOnedayRequestItem, TValidationMessageKey } from '@academy/contracts';
import { useMemo, useState } from 'react';
import type { FormEvent } from 'react';
import { academyYear } from '@/components/staff-area/staff-dates';
import { onedaySlotOptions, resolveScheduleChoice } from './oneday-schedule';
import type { TScheduleMode } from './oneday-schedule';

/** The chosen preferred slot or custom date and time, and why it cannot be confirmed yet. */
export function useOnedayScheduleChoice(
  request: TOnedayRequestItem,
  pending: boolean,
  onConfirm: (scheduledAt: string) => void,
) {
  const options = useMemo(
    () => onedaySlotOptions(request.preferredTime, academyYear()),
    [request.preferredTime],
  );
  const [mode, setMode] = useState<TScheduleMode>(options.length > 0 ? 'preferred' : 'custom');
  const [slot, setSlot] = useState('');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = resolveScheduleChoice({ mode, slot, date, time }, options);
    if ('error' in result) return setProblem(result.error);
    setProblem(null);
    onConfirm(result.scheduledAt);
  };

  /** A choice edited: its value is set and the message goes. */
  const edited = (set: (value: string) => void) => (value: string) => {
    set(value);
    setProblem(null);
  };

  const changeMode = (next: TScheduleMode) => {
    setMode(next);
    setProblem(null);
  };

  const pickSlot = edited(setSlot);
  const pickDate = edited(setDate);
  const pickTime = edited(setTime);
  return {
    options,
    mode,
    slot,
    date,
    time,
    problem,
    onSubmit,
    changeMode,
    pickSlot,
    pickDate,
    pickTime,
  };
}
