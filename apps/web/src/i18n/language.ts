import {
  DEFAULT_LANGUAGE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_STORAGE_KEY,
  resolveLanguage,
  type TLanguage,
} from '@academy/contracts';
import Cookies from 'js-cookie';

export type { TLanguage };

type TLanguageStorage = Pick<Storage, 'getItem' | 'setItem'>;

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
    return resolveLanguage({ saved: storage?.getItem(LANGUAGE_STORAGE_KEY) });
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

/** The BCP 47 tag used for `<html lang>` and the Accept-Language header. */
export function toLanguageTag(language: TLanguage): 'ko' | 'en' {
  return language === 'ENG' ? 'en' : 'ko';
}

export function otherLanguage(language: TLanguage): TLanguage {
  return language === 'ENG' ? 'KOR' : 'ENG';
}

/**
 * Tells the server which language to prerender guest pages in for this browser (the page shown
 * before the app starts); not a preference of its own: the app always goes by localStorage.
 */
export function writeLanguageCookie(language: TLanguage): void {
  if (Cookies.get(LANGUAGE_COOKIE) === language) return;
  Cookies.set(LANGUAGE_COOKIE, language, {
    expires: LANGUAGE_COOKIE_DAYS,
    sameSite: 'lax',
    secure: window.location.protocol === 'https:',
    path: '/',
  });
}
