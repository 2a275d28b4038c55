import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { setApiLanguage } from '@/lib/api-client';
import { resolveLanguage } from '@academy/contracts';
import {
  getLanguageStorage,
  otherLanguage,
  readStoredLanguage,
  saveLanguage,
  toLanguageTag,
} from './language';
import type { TLanguage } from './language';
import { LanguageContext } from './language-context';

type TLanguageProviderProps = {
  /** English is shown regardless of the saved choice (foreign members). */
  forceEnglish?: boolean;
  children: ReactNode;
};

export function LanguageProvider({ forceEnglish = false, children }: TLanguageProviderProps) {
  const [chosen, setChosen] = useState<TLanguage>(() => readStoredLanguage(getLanguageStorage()));
  const language = resolveLanguage({ saved: chosen, isForeigner: forceEnglish });

  useEffect(() => {
    document.documentElement.lang = toLanguageTag(language);
    setApiLanguage(language);
  }, [language]);

  const setLanguage = useCallback((next: TLanguage) => {
    saveLanguage(getLanguageStorage(), next);
    setChosen(next);
  }, []);

  const value = useMemo(
    () => ({
      language,
      isForced: forceEnglish,
      setLanguage,
      toggleLanguage: () => setLanguage(otherLanguage(language)),
    }),
    [language, forceEnglish, setLanguage],
  );

  return <LanguageContext value={value}>{children}</LanguageContext>;
}
