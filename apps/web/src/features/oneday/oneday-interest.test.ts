import { describe, expect, it } from 'vitest';
import { initialOnedayInterest, messageWithInterest } from './oneday-interest';

describe('one-day course of interest', () => {
  it('when a link names no course, then the interest starts undecided', () => {
    expect(initialOnedayInterest(null)).toBe('undecided');
    expect(initialOnedayInterest('입시')).toBe('입시');
  });

  it('when a course is chosen, then its line comes first, a blank line before the message', () => {
    expect(messageWithInterest('주말이 좋아요.', '관심 과정: 입시')).toBe(
      '관심 과정: 입시\n\n주말이 좋아요.',
    );
    expect(messageWithInterest('  ', 'Course of interest: Entrance exam')).toBe(
      'Course of interest: Entrance exam',
    );
  });

  it('when no course is chosen, then the message is sent as written', () => {
    expect(messageWithInterest('주말이 좋아요.', null)).toBe('주말이 좋아요.');
  });
});
