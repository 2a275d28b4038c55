/**
 * A small JSON client over `fetch`, with the part of axios's interface the app used: get / post /
 * put / patch / delete resolving `{ data, status }`, query `params`, errors carrying `response`,
 * and hooks around every request. It replaces axios to keep about 20 kB gzip out of what every
 * visitor downloads (docs/performance.md, bundle budget).
 */
export type THttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type TQueryParams = Record<string, string | number | boolean | null | undefined>;

export type TRequestConfig = {
  method: THttpMethod;
  url: string;
  params?: TQueryParams;
  data?: unknown;
  headers?: Record<string, string>;
  /** How many times this request was already repeated after a session refresh. */
  sessionRetries?: number;
};

export type TRequestOptions = Pick<TRequestConfig, 'params' | 'headers'>;
export type THttpResponse<T = unknown> = { data: T; status: number; config: TRequestConfig };

/** A request without an answer (`response` undefined) or with an answer outside 2xx. */
export class HttpError extends Error {
  readonly code: 'ERR_NETWORK' | 'ERR_BAD_RESPONSE';
  readonly config: TRequestConfig;
  readonly response: { status: number; data: unknown } | undefined;

  constructor(
    config: TRequestConfig,
    response?: { status: number; data: unknown },
    cause?: unknown,
  ) {
    super(response ? `Request failed with status code ${response.status}` : 'Network Error', {
      cause,
    });
    this.name = 'HttpError';
    this.code = response ? 'ERR_BAD_RESPONSE' : 'ERR_NETWORK';
    this.config = config;
    this.response = response;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

type TClientDefaults = {
  baseURL: string;
  headers: Record<string, string>;
  /** Replaced in tests; read at call time so a stubbed global fetch is used too. */
  fetch?: typeof fetch;
};

export function buildUrl(baseURL: string, url: string, params: TQueryParams = {}): string {
  const joined = /^[a-z][a-z\d+.-]*:\/\//i.test(url)
    ? url
    : `${baseURL.replace(/\/+$/, '')}/${url.replace(/^\/+/, '')}`;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) query.append(key, String(value));
  }
  const search = query.toString();
  return search ? `${joined}${joined.includes('?') ? '&' : '?'}${search}` : joined;
}

function parseBody(text: string): unknown {
  if (text === '') return '';
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createHttpClient(defaults: TClientDefaults) {
  const requestHooks: ((config: TRequestConfig) => TRequestConfig)[] = [];
  const errorHooks: ((error: HttpError) => Promise<THttpResponse>)[] = [];

  async function send(config: TRequestConfig): Promise<THttpResponse> {
    const headers: Record<string, string> = { ...defaults.headers, ...config.headers };
    const hasBody = config.data !== undefined;
    // Like axios: no body, no Content-Type.
    if (!hasBody) delete headers['Content-Type'];
    let response: Response;
    try {
      response = await (defaults.fetch ?? fetch)(
        buildUrl(defaults.baseURL, config.url, config.params),
        {
          method: config.method,
          headers,
          body: hasBody ? JSON.stringify(config.data) : undefined,
          credentials: 'include',
        },
      );
    } catch (error) {
      throw new HttpError(config, undefined, error);
    }
    const data = parseBody(await response.text());
    if (!response.ok) throw new HttpError(config, { status: response.status, data });
    return { data, status: response.status, config };
  }

  async function request<T = unknown>(config: TRequestConfig): Promise<THttpResponse<T>> {
    const prepared = requestHooks.reduce((current, hook) => hook(current), config);
    let answer = send(prepared);
    for (const hook of errorHooks) {
      answer = answer.catch((error: unknown) => {
        if (!isHttpError(error)) throw error;
        return hook(error);
      });
    }
    // The caller names the shape it expects and checks it (contracts schemas), as with axios.
    return answer as Promise<THttpResponse<T>>;
  }

  return {
    request,
    get: <T = unknown>(url: string, options?: TRequestOptions) =>
      request<T>({ ...options, method: 'GET', url }),
    delete: <T = unknown>(url: string, options?: TRequestOptions) =>
      request<T>({ ...options, method: 'DELETE', url }),
    post: <T = unknown>(url: string, data?: unknown, options?: TRequestOptions) =>
      request<T>({ ...options, method: 'POST', url, data }),
    put: <T = unknown>(url: string, data?: unknown, options?: TRequestOptions) =>
      request<T>({ ...options, method: 'PUT', url, data }),
    patch: <T = unknown>(url: string, data?: unknown, options?: TRequestOptions) =>
      request<T>({ ...options, method: 'PATCH', url, data }),
    /** Runs before every request, retries included, and may change it. */
    onRequest(hook: (config: TRequestConfig) => TRequestConfig): void {
      requestHooks.push(hook);
    },
    /** Runs when a request fails; answers in its place or throws. */
    onError(hook: (error: HttpError) => Promise<THttpResponse>): void {
      errorHooks.push(hook);
    },
  };
}

export type THttpClient = ReturnType<typeof createHttpClient>;
