import { LANGUAGE_STORAGE_KEY } from '@academy/contracts';
import { useState } from 'react';
import { getLanguageStorage } from '@/i18n/language';
import { useLanguage } from '@/i18n/use-language';
import styles from './LanguageOffer.module.css';

/** Where a dismissed offer is remembered, beside the language choice itself. */
export const LANGUAGE_OFFER_DISMISSED_KEY = 'languageOfferDismissed';

/**
 * Whether to offer English: the browser prefers English, and the visitor has neither chosen a
 * language nor dismissed the offer (docs/product/screens-and-routes.md). Korean stays the
 * language of a first visit either way.
 */
export function shouldOfferEnglish(
  languages: readonly string[],
  storage: Pick<Storage, 'getItem'> | undefined,
): boolean {
  if (!languages[0]?.toLowerCase().startsWith('en')) return false;
  try {
    return (
      storage !== undefined &&
      storage.getItem(LANGUAGE_STORAGE_KEY) === null &&
      storage.getItem(LANGUAGE_OFFER_DISMISSED_KEY) === null
    );
  } catch {
    return false;
  }
}

/**
 * The "View in English" offer above a guest page. Its words are English only, as it speaks to
 * an English reader on a Korean page, and they stay out of the dictionaries every guest loads
 * (docs/decisions/0060). The prerendered copy has no storage, so it never shows the offer;
 * the running app replaces the copy (no hydration), so the two need not agree.
 */
export function LanguageOffer() {
  const { language, setLanguage } = useLanguage();
  const [offered, setOffered] = useState(() =>
    shouldOfferEnglish(globalThis.navigator?.languages ?? [], getLanguageStorage()),
  );
  if (!offered || language !== 'KOR') return null;

  const dismiss = () => {
    try {
      getLanguageStorage()?.setItem(LANGUAGE_OFFER_DISMISSED_KEY, '1');
    } catch {
      // A blocked storage only means the offer comes again next time.
    }
    setOffered(false);
  };
  return (
    <section className={styles.offer} aria-label="Language" lang="en">
      <p className={styles.text}>This site is also in English.</p>
      <button type="button" className={styles.switch} onClick={() => setLanguage('ENG')}>
        View in English
      </button>
      <button type="button" className={styles.dismiss} onClick={dismiss}>
        No, thanks
      </button>
    </section>
  );
}
