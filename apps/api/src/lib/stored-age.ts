import { ageOn, toAcademyIsoDate } from '@academy/contracts';
import { toIsoDate } from './iso-date.js';

/** Full years from a stored birth date (a calendar day) to the academy's (Seoul) day of `now`. */
export function ageOfStoredBirthDate(birthDate: Date, now: Date): number | null {
  return ageOn(toIsoDate(birthDate).replaceAll('-', ''), toAcademyIsoDate(now));
}
