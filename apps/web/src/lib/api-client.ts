import axios from 'axios';
import { getLanguageStorage, readStoredLanguage, toLanguageTag } from '@/i18n/language';
import type { TLanguage } from '@/i18n/language';

let requestLanguage: TLanguage = readStoredLanguage(getLanguageStorage());

/** Called by the language provider so server messages come back in the language on screen. */
export function setApiLanguage(language: TLanguage): void {
  requestLanguage = language;
}

export const apiClient = axios.create({
  baseURL: import.meta.env.VITE_API_URL || '/api',
  withCredentials: true,
  headers: {
    Accept: 'application/json',
    'Content-Type': 'application/json',
    'Cache-Control': 'no-cache',
    Pragma: 'no-cache',
  },
});

apiClient.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', toLanguageTag(requestLanguage));
  return config;
});
