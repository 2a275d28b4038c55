import { describe, expect, it } from 'vitest';
import { expectEveryTextInBothLanguages } from '../testing/bilingual-catalogue';
import { FEEDBACK_MESSAGES, fillPlaceholders } from './feedback-messages';

describe('FEEDBACK_MESSAGES', () => {
  it('when any key is read, then both languages have non-empty text', () => {
    expectEveryTextInBothLanguages(FEEDBACK_MESSAGES);
  });

  it.each([
    ['onedayApplyFailed', '원데이클래스 신청 중 오류가 발생했습니다. 다시 시도해주세요.'],
    ['lessonApplyFailed', '정규수업 신청 중 오류가 발생했습니다. 다시 시도해주세요.'],
    ['inquirySendFailed', '문의 전송 중 오류가 발생했습니다. 다시 시도해주세요.'],
    ['inquirySent', '문의가 성공적으로 전송되었습니다!'],
  ] as const)('when the spec gives the Korean text of %s, then it is used exactly', (key, text) => {
    expect(FEEDBACK_MESSAGES[key].ko).toBe(text);
  });

  it('when placeholders are given, then they are filled; unknown ones stay visible', () => {
    expect(fillPlaceholders('Sent to {count} of {total}.', { count: 12 })).toBe(
      'Sent to 12 of {total}.',
    );
  });
});
