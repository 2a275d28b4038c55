import { z } from 'zod';
import { BIRTH } from '../constants/limits';
import { isRealDate } from './dates';
import { keyIssue } from './text-fields';
import type { TValidationMessageKey } from './validation-messages';

export const BIRTH_DATE_MAX_LENGTH = 8;
const BIRTH_DATE_PATTERN = /^\d{8}$/;

function fullYearsBetween(birth: { year: number; month: number; day: number }, today: Date) {
  const beforeBirthday =
    today.getMonth() + 1 < birth.month ||
    (today.getMonth() + 1 === birth.month && today.getDate() < birth.day);
  return today.getFullYear() - birth.year - (beforeBirthday ? 1 : 0);
}

/**
 * docs/product/validation.md birth-date rule, checked in the spec's order so the first failing rule is the
 * one shown. `today` is read in local time: the form runs in the visitor's day.
 */
export function validateBirthDate(
  value: string,
  today: Date = new Date(),
): TValidationMessageKey | null {
  if (value.trim() === '') return 'birthDateRequired';
  if (!BIRTH_DATE_PATTERN.test(value)) return 'birthDateFormat';
  const year = Number(value.slice(0, 4));
  const month = Number(value.slice(4, 6));
  const day = Number(value.slice(6, 8));
  if (year <= BIRTH.MIN_YEAR_EXCLUSIVE) return 'birthDateTooOld';
  if (year > today.getFullYear()) return 'birthDateFuture';
  if (month < 1 || month > 12) return 'birthDateMonth';
  if (day < 1 || day > 31) return 'birthDateDay';
  if (!isRealDate(year, month, day)) return 'birthDateNonexistent';
  if (fullYearsBetween({ year, month, day }, today) < BIRTH.MIN_AGE) return 'birthDateUnderMinAge';
  return null;
}

/** Birth-date schema; `now` is read at parse time so a long-running server stays correct. */
export function createBirthDateSchema(now: () => Date = () => new Date()) {
  return z.string({ error: 'birthDateRequired' }).superRefine((value, ctx) => {
    const key = validateBirthDate(value, now());
    if (key !== null) ctx.addIssue(keyIssue(key));
  });
}

/** YYYYMMDD (docs/product/entities.md, docs/product/validation.md). */
export const ZBirthDate = createBirthDateSchema();
