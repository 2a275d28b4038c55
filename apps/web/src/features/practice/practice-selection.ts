import { defaultPracticeEndHour } from '@academy/contracts';

export type TPracticeSelection = { start: number; end: number } | null;

/**
 * docs/product/validation.md slot clicks: the first click sets the start (end = start + 1 h, capped at 22:00); a
 * later hour sets the end; an earlier hour starts over there; the start hour again clears.
 */
export function clickPracticeHour(selection: TPracticeSelection, hour: number): TPracticeSelection {
  if (selection === null || hour < selection.start) {
    return { start: hour, end: defaultPracticeEndHour(hour) };
  }
  if (hour === selection.start) return null;
  return { start: selection.start, end: hour };
}
