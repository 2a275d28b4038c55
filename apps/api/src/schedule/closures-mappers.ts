import type { TClosure, TClosureDay } from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { ClosureRow } from './closures-repository.js';

export function toClosure(row: ClosureRow): TClosure {
  return {
    id: row.id,
    date: toIsoDate(row.date),
    reason: row.reason,
    reasonEn: row.reasonEn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A closed day as the calendars show it. */
export function toClosureDay(row: Pick<ClosureRow, 'date' | 'reason' | 'reasonEn'>): TClosureDay {
  return { date: toIsoDate(row.date), reason: row.reason, reasonEn: row.reasonEn };
}
