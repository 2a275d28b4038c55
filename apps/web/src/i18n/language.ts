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

/** Where storage refuses (private modes), the choice lives for this page only. */
let unsavedChoice: TLanguage | undefined;
const choiceListeners = new Set<() => void>();

export function saveLanguage(storage: TLanguageStorage | undefined, language: TLanguage): void {
  try {
    if (!storage) throw new Error('no storage');
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
    unsavedChoice = undefined;
  } catch {
    // A full or blocked storage only means the choice is not remembered next time.
    unsavedChoice = language;
  }
  for (const listener of choiceListeners) listener();
}

/**
 * The language chosen, for LanguageProvider's external store: whatever saved it (the toggle, or
 * its early listener while the app was still starting) re-renders the page in it.
 */
export function chosenLanguage(): TLanguage {
  return unsavedChoice ?? readStoredLanguage(getLanguageStorage());
}

export function subscribeToChosenLanguage(listener: () => void): () => void {
  choiceListeners.add(listener);
  return () => choiceListeners.delete(listener);
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
