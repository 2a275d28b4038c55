import { describe, expect, it } from 'vitest';
import type { TMemberListItem } from '@academy/contracts';
import { lessonTypeChoices } from './member-display';
import { changedFields, checkMemberEdit, draftOf, withStartTime } from './member-edit-draft';

const stored: TMemberListItem = {
  userId: 7,
  name: '홍길동',
  gender: null,
  birthDate: null,
  phoneNumber: '01012345678',
  email: 'hong@example.com',
  lessonType: null,
  lessonDayOfWeek: null,
  lessonStartTime: null,
  lessonEndTime: null,
  assignedTime: null,
  status: 'active',
  registeredAt: '2025-03-01T03:00:00.000Z',
  isForeigner: false,
  monthlyFee: null,
  hasLogin: true,
  messageChannel: 'alimtalk',
  messageChannelChosenAt: null,
  guardian: null,
};

describe('member edit draft', () => {
  it('when nothing is edited, then nothing is sent and the form says so', () => {
    expect(changedFields(stored, draftOf(stored))).toEqual({});
    expect(checkMemberEdit(stored, draftOf(stored))).toEqual({
      success: false,
      errors: { '': 'nothingToUpdate' },
    });
  });

  it('when only spaces or hyphens are added, then that is no change', () => {
    const draft = { ...draftOf(stored), name: ' 홍길동 ', phoneNumber: '010-1234-5678' };
    expect(changedFields(stored, draft)).toEqual({});
  });

  it('when a member without a slot gets only a weekday, then the times are asked for', () => {
    const draft = { ...draftOf(stored), lessonDayOfWeek: 'Monday' as const };
    expect(checkMemberEdit(stored, draft)).toEqual({
      success: false,
      errors: {
        lessonStartTime: 'approvalScheduleRequired',
        lessonEndTime: 'approvalScheduleRequired',
      },
    });
    const complete = withStartTime(draft, '10:00');
    expect(checkMemberEdit(stored, complete)).toEqual({
      success: true,
      data: { lessonDayOfWeek: 'Monday', lessonStartTime: '10:00', lessonEndTime: '11:00' },
    });
  });

  it('when a fee is emptied or set, then it is refused or sent as a number', () => {
    const withFee = { ...stored, monthlyFee: 170000 };
    expect(checkMemberEdit(withFee, { ...draftOf(withFee), monthlyFee: '' })).toMatchObject({
      success: false,
      errors: { monthlyFee: 'monthlyFeeInvalid' },
    });
    expect(checkMemberEdit(stored, { ...draftOf(stored), monthlyFee: '180000' })).toEqual({
      success: true,
      data: { monthlyFee: 180000 },
    });
  });
});

describe('lessonTypeChoices', () => {
  it('when offered, then 입시 and entrance, which read the same, appear once: the member’s own', () => {
    expect(lessonTypeChoices('')).toEqual([
      '일반',
      '입시',
      'beginner',
      'intermediate',
      'advanced',
      'kids',
    ]);
    expect(lessonTypeChoices('entrance')).toEqual([
      '일반',
      'entrance',
      'beginner',
      'intermediate',
      'advanced',
      'kids',
    ]);
  });
});
