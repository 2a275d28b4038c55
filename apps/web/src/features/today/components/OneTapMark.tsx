import type { TAttendanceMark, TAttendanceStatus, TTodayOccurrence } from '@academy/contracts';
import { useState } from 'react';
import { format } from '@/i18n/format';
import { useTodayCopy } from '@/i18n/sections/today';
import { errorMessageOf } from '@/lib/api-error';
import styles from './Today.module.css';

/** Saves one occurrence's attendance (PUT /attendance); resolves once the lists are read again. */
export type TTodayMark = (body: TAttendanceMark) => Promise<unknown>;

/** The two states marked with one tap at the lesson; the rest stay on /admin/attendance. */
const CHOICES = ['attended', 'absent_without_notice'] as const satisfies TAttendanceStatus[];

/**
 * Present or absent with one tap: the pressed button shows the choice at once and stays so once
 * it is stored; a refusal puts the state back and says why under the lesson.
 */
export function OneTapMark({
  occurrence,
  memberId,
  mark,
}: {
  occurrence: TTodayOccurrence;
  memberId: number;
  mark: TTodayMark;
}) {
  const copy = useTodayCopy();
  const [choosing, setChoosing] = useState<TAttendanceStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = choosing ?? occurrence.status;

  async function onChoose(status: TAttendanceStatus) {
    setChoosing(status);
    setError(null);
    try {
      await mark({ memberId, date: occurrence.date, status });
    } catch (failure) {
      setError(errorMessageOf(failure, copy.markFailed));
    } finally {
      setChoosing(null);
    }
  }

  const label = format(copy.markLabel, { name: occurrence.name, time: occurrence.startTime });
  return (
    <>
      <div role="group" aria-label={label} aria-busy={choosing !== null} className={styles.marks}>
        {CHOICES.map((status) => (
          <button
            key={status}
            type="button"
            className={styles.mark}
            aria-pressed={shown === status}
            disabled={choosing !== null}
            onClick={() => {
              if (shown !== status) void onChoose(status);
            }}
          >
            {status === 'attended' ? copy.present : copy.absent}
          </button>
        ))}
      </div>
      {error && (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </>
  );
}
