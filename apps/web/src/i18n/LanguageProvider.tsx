import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { setApiLanguage } from '@/lib/api-language';
import { DEFAULT_LANGUAGE, resolveLanguage } from '@academy/contracts';
import { koreanDictionary, loadDictionary, loadedDictionary } from './dictionaries';
import { stopCatchingEarlyLanguageToggle } from './early-language-toggle';
import {
  chosenLanguage,
  getLanguageStorage,
  otherLanguage,
  saveLanguage,
  subscribeToChosenLanguage,
  toLanguageTag,
  writeLanguageCookie,
} from './language';
import type { TLanguage } from './language';
import { LanguageContext } from './language-context';

type TLanguageProviderProps = {
  /** English is shown regardless of the saved choice (foreign members). */
  forceEnglish?: boolean;
  /** Instead of the saved choice: the language a guest page is prerendered in at build time. */
  initialLanguage?: TLanguage;
  children: ReactNode;
};

export function LanguageProvider({
  forceEnglish = false,
  initialLanguage,
  children,
}: TLanguageProviderProps) {
  // An external store: a choice saved between this provider's first render and its commit (a
  // tap on the prerendered toggle) still shows, as React checks the store again at commit.
  const saved = useSyncExternalStore(
    subscribeToChosenLanguage,
    chosenLanguage,
    () => DEFAULT_LANGUAGE,
  );
  const chosen = initialLanguage ?? saved;
  const wanted = resolveLanguage({ saved: chosen, isForeigner: forceEnglish });
  // Re-renders once a dictionary that was still loading has arrived.
  const [, setLoadedCount] = useState(0);
  const wantedDictionary = loadedDictionary(wanted);
  // Until its dictionary has arrived, the page stays in Korean rather than showing no text.
  const language: TLanguage = wantedDictionary ? wanted : 'KOR';
  const dictionary = wantedDictionary ?? koreanDictionary();

  useEffect(() => {
    if (wantedDictionary) return;
    let current = true;
    loadDictionary(wanted).then(
      () => current && setLoadedCount((count) => count + 1),
      () => undefined, // offline: the page stays in Korean, the next toggle tries again
    );
    return () => {
      current = false;
    };
  }, [wanted, wantedDictionary]);

  // The app's toggle is on the page now: a tap before it was remembered (early-language-toggle.ts).
  useEffect(() => stopCatchingEarlyLanguageToggle(), []);

  useEffect(() => {
    document.documentElement.lang = toLanguageTag(language);
    setApiLanguage(language);
    writeLanguageCookie(language);
  }, [language]);

  const setLanguage = useCallback(
    (next: TLanguage) => saveLanguage(getLanguageStorage(), next),
    [],
  );

  const value = useMemo(
    () => ({
      language,
      dictionary,
      isForced: forceEnglish,
      setLanguage,
      toggleLanguage: () => setLanguage(otherLanguage(language)),
    }),
    [language, dictionary, forceEnglish, setLanguage],
  );

  return <LanguageContext value={value}>{children}</LanguageContext>;
}
