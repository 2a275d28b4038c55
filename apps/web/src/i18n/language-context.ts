import { createContext } from 'react';
import type { TLanguage } from './language';
import type { TDictionary } from './types';

export type TLanguageContext = {
  /** The language in effect (English when forced for a foreign member). */
  language: TLanguage;
  /** The texts of `language`. */
  dictionary: TDictionary;
  /** True when the language cannot be changed because the member is flagged foreign. */
  isForced: boolean;
  setLanguage: (language: TLanguage) => void;
  toggleLanguage: () => void;
};

export const LanguageContext = createContext<TLanguageContext | null>(null);
