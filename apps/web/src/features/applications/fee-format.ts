import type { TLanguage } from '@academy/contracts';
import { format } from '@/i18n/format';
import { formatThousands } from '@/lib/thousands';

const ENGLISH_ORDINAL_SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd' };
const englishOrdinals = new Intl.PluralRules('en-US', { type: 'ordinal' });

/** "170,000원" / "KRW 170,000" with the dictionary's currency template. */
export function formatWon(amount: number, template: string): string {
  return format(template, { amount: formatThousands(amount) });
}

/** The day of the month as the sentence needs it: "1" in Korean (1일), "1st" in English. */
export function dayOfMonthText(day: number, language: TLanguage): string {
  if (language === 'KOR') return String(day);
  return `${day}${ENGLISH_ORDINAL_SUFFIXES[englishOrdinals.select(day)] ?? 'th'}`;
}
