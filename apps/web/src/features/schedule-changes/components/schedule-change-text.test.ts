import { describe, expect, it } from 'vitest';
import { originalLessonText, reasonPreview, requestedLessonText } from './schedule-change-text';

describe('modification text', () => {
  it('when one lesson is moved, then its date is shown with the weekday', () => {
    expect(
      originalLessonText({ changeStartDate: '2025-11-25', changeEndDate: '2025-11-25' }, 'KOR'),
    ).toBe('2025년 11월 25일 (화)');
    expect(
      originalLessonText({ changeStartDate: '2025-11-25', changeEndDate: '2025-11-25' }, 'ENG'),
    ).toBe('Tue, Nov 25, 2025');
  });

  it('when a period is moved, then both ends are shown', () => {
    expect(
      originalLessonText({ changeStartDate: '2025-11-25', changeEndDate: '2025-12-02' }, 'KOR'),
    ).toBe('2025년 11월 25일 (화) ~ 2025년 12월 2일 (화)');
  });

  it('when no date is known, then there is no text', () => {
    expect(originalLessonText({ changeStartDate: null, changeEndDate: null }, 'KOR')).toBeNull();
    expect(
      requestedLessonText(
        { requestedDate: null, requestedStartTime: null, requestedEndTime: null },
        'KOR',
      ),
    ).toBeNull();
  });

  it('when a new date and time are asked for, then both are shown', () => {
    expect(
      requestedLessonText(
        { requestedDate: '2025-11-27', requestedStartTime: '19:00', requestedEndTime: '20:00' },
        'KOR',
      ),
    ).toBe('2025년 11월 27일 (목) 19:00 – 20:00');
  });

  it('when a reason is long, then the table keeps 30 and the card 25 characters', () => {
    const reason = '가'.repeat(31);
    expect(reasonPreview(reason, 'table')).toBe(`${'가'.repeat(30)}...`);
    expect(reasonPreview(reason, 'card')).toBe(`${'가'.repeat(25)}...`);
    expect(reasonPreview('짧은 사유', 'table')).toBe('짧은 사유');
  });
});
