import { describe, expect, it } from 'vitest';
import { CALENDAR, TEXT_CUTS } from '../constants/calendar';
import { cutText } from './text-cut';

describe('cutText', () => {
  it('when the text fits, then it is unchanged', () => {
    expect(cutText('12345678', CALENDAR.TITLE_CUT)).toBe('12345678');
  });

  it('when the text is one character longer, then it is cut with an ellipsis', () => {
    expect(cutText('123456789', CALENDAR.TITLE_CUT)).toBe('12345678...');
  });

  it('when a threshold is given, then text up to the threshold is kept whole', () => {
    const forty = 'a'.repeat(40);
    expect(cutText(forty, TEXT_CUTS.PREFERRED_TIME, TEXT_CUTS.PREFERRED_TIME_THRESHOLD)).toBe(
      forty,
    );
    expect(cutText(`${forty}b`, TEXT_CUTS.PREFERRED_TIME, TEXT_CUTS.PREFERRED_TIME_THRESHOLD)).toBe(
      `${'a'.repeat(30)}...`,
    );
  });

  it('when the text is Korean, then characters, not bytes, are counted', () => {
    expect(cutText('월요일 저녁 레슨 희망', 3)).toBe('월요일...');
  });
});
