import { isIsoDate } from '../common/dates';

/**
 * docs/product/entities.md keeps dates removed from a recurring schedule inside its description text, so
 * the marker format is part of the contract: "[EXCLUDE:2025-01-06,2025-01-13]".
 */
export const RECURRING_EXCLUDE_MARKER = 'EXCLUDE';
const MARKER_PATTERN = /\s*\[EXCLUDE:([^\]]*)\]/;

export function parseRecurringExclusions(description: string | null | undefined): {
  text: string;
  excludedDates: string[];
} {
  const source = description ?? '';
  const match = MARKER_PATTERN.exec(source);
  if (match === null) return { text: source, excludedDates: [] };
  const excludedDates = (match[1] ?? '')
    .split(',')
    .map((date) => date.trim())
    .filter(isIsoDate);
  return { text: source.replace(MARKER_PATTERN, ''), excludedDates };
}

/** Writes the marker back after the free text; sorted and de-duplicated. */
export function withRecurringExclusions(text: string, excludedDates: readonly string[]): string {
  const dates = [...new Set(excludedDates.filter(isIsoDate))].sort();
  const base = parseRecurringExclusions(text).text;
  if (dates.length === 0) return base;
  const marker = `[${RECURRING_EXCLUDE_MARKER}:${dates.join(',')}]`;
  return base === '' ? marker : `${base} ${marker}`;
}
