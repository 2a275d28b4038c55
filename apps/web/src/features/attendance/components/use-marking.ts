import type { TAttendanceOccurrence, TAttendanceStatus } from '@academy/contracts';
import { useState } from 'react';
import { toastOutcome } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { formatShortDate } from '@/components/calendar/calendar-format';
import { useMarkAttendance } from '../api/mark-attendance';

const keyOf = (occurrence: TAttendanceOccurrence) => `${occurrence.memberId}:${occurrence.date}`;

/**
 * Marks occurrences one press at a time each (the mutation waits for the lists to be read
 * again), and says when a change earned, could not earn, or voided a make-up credit.
 */
export function useMarking() {
  const copy = useT().attendance.staff;
  const { language } = useLanguage();
  const mark = useMarkAttendance();
  const [saving, setSaving] = useState<ReadonlySet<string>>(new Set());

  async function onMark(occurrence: TAttendanceOccurrence, status: TAttendanceStatus) {
    const key = keyOf(occurrence);
    setSaving((keys) => new Set(keys).add(key));
    await toastOutcome(
      mark.mutateAsync({ memberId: occurrence.memberId, date: occurrence.date, status }),
      ({ data }) =>
        data.credit
          ? format(copy.creditEarned, { date: formatShortDate(data.credit.expiresOn, language) })
          : data.creditRefusal === 'cap_reached'
            ? copy.creditCapReached
            : data.creditVoided
              ? copy.creditVoided
              : null,
      copy.markFailed,
    );
    setSaving((keys) => {
      const next = new Set(keys);
      next.delete(key);
      return next;
    });
  }

  return {
    isSaving: (occurrence: TAttendanceOccurrence) => saving.has(keyOf(occurrence)),
    onMark: (occurrence: TAttendanceOccurrence, status: TAttendanceStatus) =>
      void onMark(occurrence, status),
  };
}
