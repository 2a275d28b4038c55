import { chosenLanguage, getLanguageStorage, otherLanguage, saveLanguage } from './language';

/** Marks the language toggle (LanguageToggle) for the listener below. */
export const LANGUAGE_TOGGLE_ATTRIBUTE = 'data-language-toggle';

/** Taps a prerendered page's boot script counted before the app ran (app/prerender/language-taps.ts). */
export const BOOT_LANGUAGE_TAPS_ATTRIBUTE = 'data-language-taps';

/** The boot script's count of taps, marked as taken so it counts no more. */
function takeBootTaps(root: HTMLElement): number {
  const taps = Number(root.getAttribute(BOOT_LANGUAGE_TAPS_ATTRIBUTE)) || 0;
  if (root.dataset.prerendered) root.setAttribute(BOOT_LANGUAGE_TAPS_ATTRIBUTE, 'taken');
  return taps;
}

/**
 * A guest page may arrive prerendered, and the running app replaces it once its JavaScript is
 * here: a tap on the prerendered language toggle meanwhile would do nothing. This remembers such
 * a tap as the saved choice, so the app starts in the language asked for (a second tap asks for
 * the first language again), until the app has committed its own toggle (LanguageProvider calls
 * stopCatchingEarlyLanguageToggle then). Taps before this ran were counted by the page's boot
 * script (app/prerender/language-taps.ts): they are applied first.
 */
export function catchEarlyLanguageToggle(root: HTMLElement): void {
  const switchLanguage = () => saveLanguage(getLanguageStorage(), otherLanguage(chosenLanguage()));
  // Each tap asks for the other language: an odd count of them is one switch.
  if (takeBootTaps(root) % 2 === 1) switchLanguage();
  const onClick = (event: MouseEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || !target.closest(`[${LANGUAGE_TOGGLE_ATTRIBUTE}]`)) return;
    switchLanguage();
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
