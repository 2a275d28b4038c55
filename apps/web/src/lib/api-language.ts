import { getLanguageStorage, readStoredLanguage } from '@/i18n/language';
import type { TLanguage } from '@/i18n/language';

// Its own module, not api-client.ts: the language provider sets it on every page, and importing
// the API client for that put the client (and its session interceptors) into every guest's
// first download (docs/performance.md).
let requestLanguage: TLanguage = readStoredLanguage(getLanguageStorage());

/** Called by the language provider so server messages come back in the language on screen. */
export function setApiLanguage(language: TLanguage): void {
  requestLanguage = language;
}

/** The language of the text on screen, sent with every API request. */
export function apiLanguage(): TLanguage {
  return requestLanguage;
}
