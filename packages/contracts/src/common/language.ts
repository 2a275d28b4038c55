import { z } from 'zod';

export const LANGUAGES = ['KOR', 'ENG'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const DEFAULT_LANGUAGE: TLanguage = 'KOR';
export const LANGUAGE_STORAGE_KEY = 'language';

export const ZBilingualText = z.object({ ko: z.string(), en: z.string() });
export type TBilingualText = z.infer<typeof ZBilingualText>;

export function pickText(text: TBilingualText, lang: TLanguage): string {
  return lang === 'ENG' ? text.en : text.ko;
}

export function isLanguage(value: unknown): value is TLanguage {
  return ZLanguage.safeParse(value).success;
}

/** SPEC §4: foreign users always get English; otherwise a saved valid choice, else Korean. */
export function resolveLanguage(input: { saved?: unknown; isForeigner?: boolean }): TLanguage {
  if (input.isForeigner === true) return 'ENG';
  return isLanguage(input.saved) ? input.saved : DEFAULT_LANGUAGE;
}
