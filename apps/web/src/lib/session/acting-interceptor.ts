import { ACTING_FOR_HEADER } from '@academy/contracts';
import type { AxiosInstance } from 'axios';
import { paths } from '@/config/paths';
import { isHttpError } from '../http-client';
import { getActingFor, setActingFor } from './acting-for';

/**
 * Sends the child this tab acts for with every request: the server serves the child only on the
 * calls a guardian may make for one, and checks the guardianship on each
 * (docs/product/families.md). Loaded with axios, not in every visitor's first download.
 */
export function installActingFor(instance: AxiosInstance): void {
  instance.interceptors.request.use((config) => {
    const acting = getActingFor();
    if (acting) config.headers.set(ACTING_FOR_HEADER, String(acting.childId));
    return config;
  });
  instance.interceptors.response.use(undefined, (error: unknown) => {
    const refused = isHttpError(error) && error.response?.status === 403;
    if (refused && error.config?.headers.has(ACTING_FOR_HEADER)) {
      // The child is no longer this guardian's (staff changed the family, or another account
      // signed in in this tab): back to one's own screens, read afresh.
      setActingFor(null);
      window.location.assign(paths.member.dashboard);
    }
    return Promise.reject(error);
  });
}
