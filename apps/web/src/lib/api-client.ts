import { toLanguageTag } from '@/i18n/language';
import { API_BASE_URL, API_DEFAULT_HEADERS } from './api-config';
import { apiLanguage } from './api-language';
import { createLazyHttpClient } from './http-client';
import { session } from './session/app-session';
import { installSessionInterceptors } from './session/interceptors';

export const apiClient = createLazyHttpClient(
  { baseURL: API_BASE_URL, headers: { ...API_DEFAULT_HEADERS } },
  (instance, { installActingFor }) => {
    instance.interceptors.request.use((config) => {
      config.headers.set('Accept-Language', toLanguageTag(apiLanguage()));
      return config;
    });
    installActingFor(instance);
    installSessionInterceptors(instance, session);
  },
  // Loaded with axios, not in every visitor's first download.
  () => import('./session/acting-interceptor'),
);
