import type { TBilingualText } from '../common/language';

/** 170000 → "170,000", the same digits in both languages (no ICU formatter needed). */
export function groupThousands(amount: number): string {
  return String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** An amount in KRW as each language writes it: "170,000원" / "KRW 170,000". */
export function tuitionAmountText(amount: number): TBilingualText {
  const digits = groupThousands(amount);
  return { ko: `${digits}원`, en: `KRW ${digits}` };
}

/** "4회 중 3회 수업" / "3 of 4 lessons": the part of its month a first due bills. */
export function tuitionProrationText(proration: {
  lessons: number;
  monthLessons: number;
}): TBilingualText {
  const { lessons, monthLessons } = proration;
  return {
    ko: `${monthLessons}회 중 ${lessons}회 수업`,
    en: `${lessons} of ${monthLessons} lesson${monthLessons === 1 ? '' : 's'}`,
  };
}
