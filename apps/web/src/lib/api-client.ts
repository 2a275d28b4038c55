import axios from 'axios';
import { getLanguageStorage, readStoredLanguage, toLanguageTag } from '@/i18n/language';
import type { TLanguage } from '@/i18n/language';
import { API_BASE_URL, API_DEFAULT_HEADERS } from './api-config';
import { session } from './session/app-session';
import { installSessionInterceptors } from './session/interceptors';

let requestLanguage: TLanguage = readStoredLanguage(getLanguageStorage());

/** Called by the language provider so server messages come back in the language on screen. */
export function setApiLanguage(language: TLanguage): void {
  requestLanguage = language;
}

export const apiClient = axios.create({
  baseURL: API_BASE_URL,
  withCredentials: true,
  headers: { ...API_DEFAULT_HEADERS },
});

apiClient.interceptors.request.use((config) => {
  config.headers.set('Accept-Language', toLanguageTag(requestLanguage));
  return config;
});

installSessionInterceptors(apiClient, session);
