import { describe, expect, it } from 'vitest';
import { pickText, resolveLanguage } from './language';

describe('pickText', () => {
  it('when the language is KOR or ENG, then the matching text is picked', () => {
    const text = { ko: '안녕하세요', en: 'Hello' };
    expect(pickText(text, 'KOR')).toBe('안녕하세요');
    expect(pickText(text, 'ENG')).toBe('Hello');
  });
});

describe('resolveLanguage', () => {
  it('when the user is foreign, then English is forced over a saved KOR', () => {
    expect(resolveLanguage({ saved: 'KOR', isForeigner: true })).toBe('ENG');
  });

  it('when ENG was saved, then English is used', () => {
    expect(resolveLanguage({ saved: 'ENG' })).toBe('ENG');
  });

  it('when the saved value is missing or invalid, then Korean is used', () => {
    expect(resolveLanguage({})).toBe('KOR');
    expect(resolveLanguage({ saved: 'eng' })).toBe('KOR');
    expect(resolveLanguage({ saved: 'JPN', isForeigner: false })).toBe('KOR');
  });
});
