// No zod here: the web app resolves the language before its first render, and this module is
// part of the JavaScript every page needs first. The schemas are in language.schemas.ts.
export const LANGUAGES = ['KOR', 'ENG'] as const;
export type TLanguage = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: TLanguage = 'KOR';
export const LANGUAGE_STORAGE_KEY = 'language';
/**
 * The language the browser last showed, mirrored into a cookie so the server can send that
 * language's prerendered copy of a guest page (the saved choice itself is in localStorage).
 */
export const LANGUAGE_COOKIE = 'language';
export const LANGUAGE_COOKIE_DAYS = 365;

export type TBilingualText = { ko: string; en: string };

export function pickText(text: TBilingualText, lang: TLanguage): string {
  return lang === 'ENG' ? text.en : text.ko;
}

export function isLanguage(value: unknown): value is TLanguage {
  return (LANGUAGES as readonly unknown[]).includes(value);
}

/** docs/product/states.md: foreign users always get English; otherwise a saved valid choice, else Korean. */
export function resolveLanguage(input: { saved?: unknown; isForeigner?: boolean }): TLanguage {
  if (input.isForeigner === true) return 'ENG';
  return isLanguage(input.saved) ? input.saved : DEFAULT_LANGUAGE;
}

/**
 * A table of texts in both languages: each keeps its literal type, as if written `as const`, and
 * the compiler checks that every entry has both.
 */
export function bilingualTexts<const TTexts extends Record<string, TBilingualText>>(
  texts: TTexts,
): TTexts {
  return texts;
}
