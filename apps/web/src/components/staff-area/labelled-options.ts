import { pickText } from '@academy/contracts';
import type { TBilingualText, TLanguage } from '@academy/contracts';

/** A select's options: each value with its label in the screen's language, in the given order. */
export function labelledOptions<TValue extends string>(
  values: readonly TValue[],
  labels: Record<TValue, TBilingualText>,
  language: TLanguage,
) {
  return values.map((value) => ({ value, label: pickText(labels[value], language) }));
}
