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
