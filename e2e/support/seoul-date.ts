import { SEOUL_OFFSET_MS } from '../../packages/contracts/src/common/seoul-time';

/** The Seoul calendar day `days` from today, as the academy's pages see it. */
export function seoulDay(days: number): {
  year: number;
  month: number;
  day: number;
  weekday: number;
} {
  const seoul = new Date(Date.now() + SEOUL_OFFSET_MS + days * 86_400_000);
  return {
    year: seoul.getUTCFullYear(),
    month: seoul.getUTCMonth() + 1,
    day: seoul.getUTCDate(),
    weekday: seoul.getUTCDay(),
  };
}

/** Korean weekday names, Sunday first as `seoulDay().weekday` counts. */
export const KOREAN_WEEKDAYS = ['일', '월', '화', '수', '목', '금', '토'];
