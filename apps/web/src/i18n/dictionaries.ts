import { en } from './en';
import { ko } from './ko';
import type { TLanguage } from './language';
import type { TDictionary } from './types';

export const dictionaries: Record<TLanguage, TDictionary> = { KOR: ko, ENG: en };
