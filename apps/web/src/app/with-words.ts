import { loadWords } from '@/i18n/dictionaries';
import type { TWordGroup } from '@/i18n/dictionaries';

/**
 * A page's module, resolved once the dictionary sections it reads have joined Korean
 * (i18n/dictionaries.ts): they are not part of every guest's first download.
 */
export async function withWords<T>(groups: readonly TWordGroup[], pages: Promise<T>): Promise<T> {
  const [loadedPages] = await Promise.all([pages, ...groups.map((group) => loadWords(group))]);
  return loadedPages;
}
