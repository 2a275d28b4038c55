/**
 * A page module whose components render inside the app's query client provider. TanStack Query
 * is loaded with the first such page (a form, the inquiry board, the member and staff areas),
 * never with a guest's first download (docs/decisions/0060); its client is one for the whole
 * tab, so every page shares its cache.
 */
export async function withQueries<T extends object>(pages: Promise<T>): Promise<T> {
  const [loadedPages, { inQueryProvider }] = await Promise.all([pages, import('./query-provider')]);
  return inQueryProvider(loadedPages);
}
