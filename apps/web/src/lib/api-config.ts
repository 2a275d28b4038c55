/** docs/product/api.md: environment-configured base address, else `/api` on the current host. */
export const API_BASE_URL = import.meta.env.VITE_API_URL || '/api';

export const API_DEFAULT_HEADERS = {
  Accept: 'application/json',
  'Content-Type': 'application/json',
  'Cache-Control': 'no-cache',
  Pragma: 'no-cache',
} as const;
