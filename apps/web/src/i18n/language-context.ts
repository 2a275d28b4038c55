import { createContext } from 'react';
import type { TLanguage } from './language';

export type TLanguageContext = {
  /** The language in effect (English when forced for a foreign member). */
  language: TLanguage;
  /** True when the language cannot be changed because the member is flagged foreign. */
  isForced: boolean;
  setLanguage: (language: TLanguage) => void;
  toggleLanguage: () => void;
};

export const LanguageContext = createContext<TLanguageContext | null>(null);
