import { addDaysToIsoDate, toAcademyIsoDate } from '@academy/contracts';

/** Today in Seoul, the day the academy's rules count from. */
export const seoulToday = () => toAcademyIsoDate(new Date());

/** The Seoul day `days` from today (before it when negative). */
export const seoulDayFromToday = (days: number) => addDaysToIsoDate(seoulToday(), days);
