import { getLanguageStorage, otherLanguage, readStoredLanguage, saveLanguage } from './language';

/** Marks the language toggle (LanguageToggle) for the listener below. */
export const LANGUAGE_TOGGLE_ATTRIBUTE = 'data-language-toggle';

/**
 * A guest page may arrive prerendered, and the running app replaces it once its JavaScript is
 * here: a tap on the prerendered language toggle meanwhile would do nothing. This remembers such
 * a tap as the saved choice, so the app starts in the language asked for (a second tap asks for
 * the first language again), until the app has committed its own toggle
 * (LanguageProvider calls stopCatchingEarlyLanguageToggle then).
 */
export function catchEarlyLanguageToggle(root: HTMLElement): void {
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(`[${LANGUAGE_TOGGLE_ATTRIBUTE}]`)) return;
    const storage = getLanguageStorage();
    saveLanguage(storage, otherLanguage(readStoredLanguage(storage)));
  };
  stopCatchingEarlyLanguageToggle();
  root.addEventListener('click', onClick);
  stopListening = () => root.removeEventListener('click', onClick);
}

let stopListening: (() => void) | undefined;

/** The app's own toggle has taken over: taps are its alone from now on. */
export function stopCatchingEarlyLanguageToggle(): void {
  stopListening?.();
  stopListening = undefined;
}
