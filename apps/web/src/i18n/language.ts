export type TLanguage = 'KOR' | 'ENG';

export const LANGUAGE_STORAGE_KEY = 'language';
export const DEFAULT_LANGUAGE: TLanguage = 'KOR';

type TLanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

export function isLanguage(value: unknown): value is TLanguage {
  return value === 'KOR' || value === 'ENG';
}

/** The browser's localStorage, or undefined where it is unavailable (private modes, tests). */
export function getLanguageStorage(): TLanguageStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStoredLanguage(storage: TLanguageStorage | undefined): TLanguage {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function saveLanguage(storage: TLanguageStorage | undefined, language: TLanguage): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
  }
}

/** Foreign members always get English, whatever was chosen before. */
export function resolveLanguage(chosen: TLanguage, forceEnglish: boolean): TLanguage {
  return forceEnglish ? 'ENG' : chosen;
}

/** The BCP 47 tag used for `<html lang>` and the Accept-Language header. */
export function toLanguageTag(language: TLanguage): 'ko' | 'en' {
  return language === 'ENG' ? 'en' : 'ko';
}

export function otherLanguage(language: TLanguage): TLanguage {
  return language === 'ENG' ? 'KOR' : 'ENG';
}
