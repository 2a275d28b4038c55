import { describe, expect, it } from 'vitest';
import { expectEveryTextInBothLanguages } from '../testing/bilingual-catalogue';
import { STAFF_MESSAGES, staffMessage } from './staff-messages';

describe('STAFF_MESSAGES', () => {
  it('when any key is read, then both languages have non-empty text', () => {
    expectEveryTextInBothLanguages(STAFF_MESSAGES);
  });

  it('when a text has placeholders, then both languages name the same ones', () => {
    const names = (text: string) =>
      [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, text] of Object.entries(STAFF_MESSAGES)) {
      expect(names(text.en), key).toEqual(names(text.ko));
    }
  });

  it('when the approval alert is filled, then it names the student, login id and password', () => {
    const text = staffMessage('lessonApprovedAlert', 'ENG', {
      name: 'Kim',
      loginId: 's01012345678',
      password: 'Ab3$xyz9',
    });
    expect(text).toContain("Kim's lesson request has been approved.");
    expect(text).toContain('Login id: s01012345678');
    expect(text).toContain('Temporary password: Ab3$xyz9');
    expect(text).toContain('change it');
  });

  it('when the recipient count is given, then the announcement text shows it', () => {
    expect(staffMessage('announcementSent', 'KOR', { count: 2 })).toBe(
      '2명에게 공지를 보냈습니다.',
    );
  });
});
