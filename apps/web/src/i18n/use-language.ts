import { useContext } from 'react';
import { LanguageContext } from './language-context';
import type { TLanguageContext } from './language-context';
import type { TDictionary } from './types';

export function useLanguage(): TLanguageContext {
  const context = useContext(LanguageContext);
  if (!context) throw new Error('useLanguage must be used inside <LanguageProvider>');
  return context;
}

/** The dictionary of the active language, e.g. `const t = useT(); t.nav.home`. */
export function useT(): TDictionary {
  return useLanguage().dictionary;
}
