import { MAKEUP_CREDIT_SOURCE_LABELS, pickText } from '@academy/contracts';
import type { TLanguage, TMakeupCredit } from '@academy/contracts';

/** "Absence notice (2030-03-04)": where a credit came from, with the missed lesson's day. */
export function creditSourceText(credit: TMakeupCredit, language: TLanguage): string {
  const source = pickText(MAKEUP_CREDIT_SOURCE_LABELS[credit.source], language);
  return credit.lessonDate ? `${source} (${credit.lessonDate})` : source;
}
