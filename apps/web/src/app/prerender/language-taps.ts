/**
 * Where a prerendered page's boot script counts taps on the copy's language toggle, for the app
 * to apply when it starts (i18n/early-language-toggle.ts reads the same attribute; boot.ts
 * imports nothing of the app's, so the name is written in both places and a test ties them).
 */
export const LANGUAGE_TAPS_ATTRIBUTE = 'data-language-taps';
/** The attribute's value once the app has applied the taps and listens itself. */
export const LANGUAGE_TAPS_TAKEN = 'taken';
/** The toggle's marker (LanguageToggle.tsx, via i18n/early-language-toggle.ts). */
export const LANGUAGE_TOGGLE_SELECTOR = '[data-language-toggle]';

/** Counts taps on the language toggle inside `root` until the app has taken them. */
export function countLanguageTaps(root: HTMLElement): void {
  root.addEventListener('click', (event) => {
    const taps = root.getAttribute(LANGUAGE_TAPS_ATTRIBUTE);
    if (taps === LANGUAGE_TAPS_TAKEN) return;
    if (!(event.target instanceof Element) || !event.target.closest(LANGUAGE_TOGGLE_SELECTOR))
      return;
    root.setAttribute(LANGUAGE_TAPS_ATTRIBUTE, String(Number(taps ?? 0) + 1));
  });
}
