export type TBrowserStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The browser's lasting (`localStorage`) or per-tab (`sessionStorage`) storage, or undefined where
 * reading it throws (blocked cookies and site data, some private modes).
 */
export function browserStorage(
  kind: 'localStorage' | 'sessionStorage',
): TBrowserStorage | undefined {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
}
