import { ko } from './ko';
import type { TLanguage } from './language';
import type { TDictionary } from './types';

// Korean, the default, is part of the first download; English is its own chunk, fetched when
// it is first shown (about 12 kB gzip that most visitors never need; see docs/performance.md).
// Korean's sections that only some pages read (the forms', the member and staff areas') join it
// when those pages load (`loadWords`, app/with-words.ts): the pages render only after the merge,
// so the one Korean object is complete wherever a section is read.
const korean = ko as TDictionary;
const loaded: Partial<Record<TLanguage, TDictionary>> = { KOR: korean };
let englishLoading: Promise<TDictionary> | undefined;

// English holds every section already (it is loaded whole, on demand).
const koreanGroups = {
  forms: () => import('./ko-forms').then(({ koForms }) => koForms),
  signedIn: () => import('./ko-signed-in').then(({ koSignedIn }) => koSignedIn),
};
export type TWordGroup = keyof typeof koreanGroups;
const groupsLoading = new Map<TWordGroup, Promise<void>>();

/** The dictionary of `language` when it has been loaded; Korean always has. */
export function loadedDictionary(language: TLanguage): TDictionary | undefined {
  return loaded[language];
}

/** Korean, always loaded: the language a page falls back to while English loads. */
export function koreanDictionary(): TDictionary {
  return korean;
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

/** Adds a group of sections to Korean, once; a failed load (offline) may be tried again. */
export function loadWords(group: TWordGroup): Promise<void> {
  const loading =
    groupsLoading.get(group) ??
    koreanGroups[group]().then(
      (sections) => void Object.assign(korean, sections),
      (error: unknown) => {
        groupsLoading.delete(group);
        throw error;
      },
    );
  groupsLoading.set(group, loading);
  return loading;
}
