import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY, resolveLanguage } from '@academy/contracts';
import {
  chosenLanguage,
  readStoredLanguage,
  saveLanguage,
  subscribeToChosenLanguage,
  toLanguageTag,
} from './language';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('language storage rules', () => {
  it('when nothing is saved, then Korean is used', () => {
    expect(readStoredLanguage(memoryStorage())).toBe('KOR');
  });

  it.each(['en', 'english', 'kor', '', 'null'])(
    'when the saved value is the invalid %j, then Korean is used',
    (saved) => {
      expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: saved }))).toBe('KOR');
    },
  );

  it('when ENG is saved, then English is used', () => {
    expect(readStoredLanguage(memoryStorage({ [LANGUAGE_STORAGE_KEY]: 'ENG' }))).toBe('ENG');
  });

  it('when storage is unavailable or throws, then Korean is used', () => {
    const throwing = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => undefined,
    };
    expect(readStoredLanguage(undefined)).toBe('KOR');
    expect(readStoredLanguage(throwing)).toBe('KOR');
  });

  it('when a language is saved, then it is read back under the "language" key', () => {
    const storage = memoryStorage();
    saveLanguage(storage, 'ENG');
    expect(storage.getItem('language')).toBe('ENG');
    expect(readStoredLanguage(storage)).toBe('ENG');
  });

  it('when the user is flagged foreign, then English is forced over a Korean choice', () => {
    expect(resolveLanguage({ saved: 'KOR', isForeigner: true })).toBe('ENG');
    expect(resolveLanguage({ saved: 'KOR', isForeigner: false })).toBe('KOR');
    expect(resolveLanguage({ saved: 'ENG', isForeigner: false })).toBe('ENG');
  });

  it('when mapping to a language tag, then KOR is ko and ENG is en', () => {
    expect(toLanguageTag('KOR')).toBe('ko');
    expect(toLanguageTag('ENG')).toBe('en');
  });

  it('when storage refuses the choice, then it still holds for this page and whoever listens is told', () => {
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    let told = 0;
    const stop = subscribeToChosenLanguage(() => (told += 1));
    saveLanguage(refusing, 'ENG');
    expect(chosenLanguage()).toBe('ENG');
    expect(told).toBe(1);
    stop();
    saveLanguage(window.localStorage, 'KOR');
    expect(chosenLanguage()).toBe('KOR');
    expect(told).toBe(1);
    window.localStorage.clear();
  });
});
