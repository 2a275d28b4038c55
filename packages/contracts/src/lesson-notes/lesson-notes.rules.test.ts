import { describe, expect, it } from 'vitest';
import { ZLessonNoteInput } from './lesson-notes.schemas';
import { isNoteLink } from './lesson-notes.rules';

describe('lesson note rules', () => {
  it('when the link is https with a host, then it is taken', () => {
    expect(isNoteLink('https://www.youtube.com/watch?v=abc')).toBe(true);
  });

  it('when the link is http, javascript:, credentials, a bare host or too long, then it is refused', () => {
    expect(isNoteLink('http://example.com')).toBe(false);
    expect(isNoteLink('javascript:alert(1)')).toBe(false);
    expect(isNoteLink('https://user:pw@example.com')).toBe(false);
    expect(isNoteLink('https://localhost/x')).toBe(false);
    expect(isNoteLink('https://exa mple.com')).toBe(false);
    expect(isNoteLink(`https://example.com/${'a'.repeat(300)}`)).toBe(false);
  });

  it('when a note has no piece, a tempo out of 20-300 or a long homework, then it is refused', () => {
    const note = { memberId: 1, date: '2026-11-30', piece: 'Paradiddle' };
    expect(ZLessonNoteInput.safeParse(note).success).toBe(true);
    expect(ZLessonNoteInput.safeParse({ ...note, piece: ' ' }).success).toBe(false);
    expect(ZLessonNoteInput.safeParse({ ...note, piece: 'x'.repeat(101) }).success).toBe(false);
    expect(ZLessonNoteInput.safeParse({ ...note, tempoBpm: 19 }).success).toBe(false);
    expect(ZLessonNoteInput.safeParse({ ...note, tempoBpm: 300 }).success).toBe(true);
    expect(ZLessonNoteInput.safeParse({ ...note, homework: 'x'.repeat(501) }).success).toBe(false);
    expect(ZLessonNoteInput.safeParse({ ...note, link: 'ftp://example.com' }).success).toBe(false);
    expect(ZLessonNoteInput.safeParse({ ...note, link: '' }).success).toBe(true);
  });
});
