import type { TPracticeEntry, TPracticeFacts } from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { PracticeEntryRow } from './practice-log-repository.js';

export const toPracticeFacts = (row: PracticeEntryRow): TPracticeFacts => ({
  date: toIsoDate(row.practiceDate),
  minutes: row.minutes,
  exercise: row.exercise,
  tempoBpm: row.tempoBpm,
});

export const toPracticeEntry = (row: PracticeEntryRow): TPracticeEntry => ({
  ...toPracticeFacts(row),
  id: row.id,
  createdAt: row.createdAt.toISOString(),
});
