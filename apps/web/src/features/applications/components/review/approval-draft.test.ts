import { describe, expect, it } from 'vitest';
import { lessonApplication } from '@/test/lesson-applications';
import { checkApproval, initialApprovalDraft, withStartTime } from './approval-draft';
import type { TApprovalDraft, TApprovalField } from './approval-draft';
import { buildApprovalOptions } from './approval-options';

const request = lessonApplication({
  requestId: 5,
  preferredTime: '월요일: 18:00 | 아무때나',
  message: null,
  createdAt: '2025-11-20T01:00:00.000Z',
});
const options = buildApprovalOptions(request.preferredTime);

function draft(overrides: Partial<TApprovalDraft> = {}): TApprovalDraft {
  return { ...initialApprovalDraft(request, options), ...overrides };
}

/** The draft with its schedule typed in by hand rather than taken from a preferred time. */
function customDraft(overrides: Partial<TApprovalDraft>): TApprovalDraft {
  return draft({ mode: 'custom', ...overrides });
}

/** The check's answer when it refuses: the one message and the field it points at. */
function refusal(message: string, field: TApprovalField) {
  return { ok: false, message, field };
}

describe('initialApprovalDraft', () => {
  it('when the type is exam, then the fee is 210000 and the foreign flag is taken over', () => {
    expect(draft()).toMatchObject({ mode: 'preferred', monthlyFee: '210000', isForeigner: true });
  });

  it('when no preferred time can be read, then the custom mode is chosen', () => {
    const general = { ...request, lessonType: '일반' as const, preferredTime: '아무때나' };
    expect(initialApprovalDraft(general, buildApprovalOptions('아무때나'))).toMatchObject({
      mode: 'custom',
      monthlyFee: '170000',
    });
  });
});

describe('withStartTime', () => {
  it('when the start changes, then the end moves to one hour later', () => {
    expect(withStartTime(draft({ endTime: '10:00' }), '23:30')).toMatchObject({
      startTime: '23:30',
      endTime: '00:30',
    });
    expect(withStartTime(draft({ endTime: '10:00' }), '')).toMatchObject({ endTime: '10:00' });
  });
});

describe('checkApproval', () => {
  it('when no option is chosen, then one is asked for', () => {
    expect(checkApproval(draft(), options, 'KOR')).toEqual(
      refusal('희망 시간 중 하나를 선택해주세요.', 'option'),
    );
  });

  it('when an unreadable option is chosen, then the custom mode is asked for', () => {
    expect(checkApproval(draft({ optionKey: '1' }), options, 'ENG')).toEqual(
      refusal('The chosen preferred time cannot be read. Please use the custom option.', 'option'),
    );
  });

  it('when a readable option is chosen, then its weekday and hour are sent', () => {
    const result = checkApproval(
      draft({ optionKey: '0-0', teacherResponse: ' 환영 ' }),
      options,
      'KOR',
    );
    expect(result).toEqual({
      ok: true,
      body: {
        teacherId: 1,
        teacherResponse: '환영',
        assignedTime: 'Monday 18:00-19:00',
        lessonDayOfWeek: 'Monday',
        lessonStartTime: '18:00',
        lessonEndTime: '19:00',
        monthlyFee: 210000,
        isForeigner: true,
      },
    });
  });

  it('when the custom schedule is incomplete, then weekday and times are asked for', () => {
    const custom = customDraft({ weekday: 'Friday', startTime: '18:00' });
    expect(checkApproval(custom, options, 'KOR')).toEqual(
      refusal('수업 요일, 시작 시간, 종료 시간을 입력해주세요.', 'schedule'),
    );
  });

  it('when the custom end is not after the start, then the range is refused', () => {
    const custom = customDraft({ weekday: 'Friday', startTime: '18:00', endTime: '17:00' });
    expect(checkApproval(custom, options, 'KOR')).toMatchObject({ ok: false, field: 'schedule' });
  });

  it('when the fee is empty or negative, then a valid fee is asked for', () => {
    for (const monthlyFee of ['', '-5', '1.5', 'abc']) {
      expect(checkApproval(draft({ optionKey: '0-0', monthlyFee }), options, 'KOR')).toEqual(
        refusal('올바른 월 수강료를 입력해주세요.', 'monthlyFee'),
      );
    }
  });

  it('when the custom schedule is complete, then it is sent without a blank response', () => {
    const custom = customDraft({
      weekday: 'Thursday',
      startTime: '20:30',
      endTime: '21:30',
      monthlyFee: '150000',
      isForeigner: false,
    });
    expect(checkApproval(custom, options, 'KOR')).toEqual({
      ok: true,
      body: {
        teacherId: 1,
        assignedTime: 'Thursday 20:30-21:30',
        lessonDayOfWeek: 'Thursday',
        lessonStartTime: '20:30',
        lessonEndTime: '21:30',
        monthlyFee: 150000,
        isForeigner: false,
      },
    });
  });
});
