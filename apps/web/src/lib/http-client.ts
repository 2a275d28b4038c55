import type {
  AxiosError,
  AxiosInstance,
  AxiosRequestConfig,
  AxiosResponse,
  CreateAxiosDefaults,
} from 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** How many times this request was already repeated after a session refresh. */
    sessionRetries?: number;
  }
}

export type TRequestOptions = AxiosRequestConfig;
export type THttpResponse<T = unknown> = AxiosResponse<T>;

/**
 * axios's own test (`axios.isAxiosError`), answered without loading axios: every error axios
 * rejects with carries `isAxiosError: true`.
 */
export function isHttpError(error: unknown): error is AxiosError {
  return (
    typeof error === 'object' &&
    error !== null &&
    'isAxiosError' in error &&
    error.isAxiosError === true
  );
}

/**
 * An axios instance that is fetched and created by the first request instead of being part of
 * every visitor's first download (about 14 kB gzip: docs/performance.md, bundle budget). The
 * first request, the session check at start-up, loads it while the page's own code loads.
 * `setup` installs the interceptors once the instance exists; until then calls simply wait. What
 * it loads on demand itself (`T`, from `prepare`) is fetched at the same time as axios.
 */
export function createLazyHttpClient<T = undefined>(
  defaults: CreateAxiosDefaults,
  setup: (instance: AxiosInstance, prepared: T) => void = () => undefined,
  prepare: () => Promise<T> = async () => undefined as T,
) {
  let instance: Promise<AxiosInstance> | undefined;
  const load = () =>
    (instance ??= Promise.all([import('axios'), prepare()]).then(
      ([{ default: axios }, prepared]) => {
        const created = axios.create({ withCredentials: true, ...defaults });
        setup(created, prepared);
        return created;
      },
    ));

  return {
    request: <T = unknown>(config: AxiosRequestConfig) =>
      load().then((client) => client.request<T>(config)),
    get: <T = unknown>(url: string, config?: AxiosRequestConfig) =>
      load().then((client) => client.get<T>(url, config)),
    delete: <T = unknown>(url: string, config?: AxiosRequestConfig) =>
      load().then((client) => client.delete<T>(url, config)),
    post: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      load().then((client) => client.post<T>(url, data, config)),
    put: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      load().then((client) => client.put<T>(url, data, config)),
    patch: <T = unknown>(url: string, data?: unknown, config?: AxiosRequestConfig) =>
      load().then((client) => client.patch<T>(url, data, config)),
  };
}

export type THttpClient = ReturnType<typeof createLazyHttpClient>;
