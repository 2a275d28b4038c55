import { ko } from './ko';
import type { TLanguage } from './language';
import type { TDictionary } from './types';

// Korean, the default, is part of the first download; English is its own chunk, fetched when
// it is first shown (about 12 kB gzip that most visitors never need; see docs/performance.md).
const loaded: Partial<Record<TLanguage, TDictionary>> = { KOR: ko };
let englishLoading: Promise<TDictionary> | undefined;

/** The dictionary of `language` when it has been loaded; Korean always has. */
export function loadedDictionary(language: TLanguage): TDictionary | undefined {
  return loaded[language];
}

/** Loads the dictionary of `language` once; a failed load (offline) may be tried again. */
export function loadDictionary(language: TLanguage): Promise<TDictionary> {
  const ready = loaded[language];
  if (ready) return Promise.resolve(ready);
  englishLoading ??= import('./en').then(
    ({ en }) => (loaded.ENG = en),
    (error: unknown) => {
      englishLoading = undefined;
      throw error;
    },
  );
  return englishLoading;
}
