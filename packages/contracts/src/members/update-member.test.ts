import { describe, expect, it } from 'vitest';
import { formatValidationError } from '../common/format-validation-error';
import { issuesByPath } from '../testing/issue-keys';
import { ZUpdateMemberRequest } from './update-member.schemas';

const slot = { lessonDayOfWeek: 'Monday', lessonStartTime: '18:00', lessonEndTime: '19:00' };

describe('ZUpdateMemberRequest', () => {
  it('when one field is given, then only that field is kept', () => {
    expect(ZUpdateMemberRequest.parse({ status: 'suspended' })).toEqual({ status: 'suspended' });
    expect(ZUpdateMemberRequest.parse({ monthlyFee: 0 })).toEqual({ monthlyFee: 0 });
  });

  it('when the body is empty or only has unknown keys, then nothing to update is reported', () => {
    expect(issuesByPath(ZUpdateMemberRequest, {})).toEqual([': nothingToUpdate']);
    expect(issuesByPath(ZUpdateMemberRequest, { role: 'admin' })).toEqual([': nothingToUpdate']);
  });

  it('when fields are wrong, then each carries its catalogue key', () => {
    expect(
      issuesByPath(ZUpdateMemberRequest, {
        name: ' ',
        email: 'me@',
        phoneNumber: '010-1234-5678',
        gender: 'unknown',
        lessonType: 'jazz',
        isForeigner: 'yes',
        monthlyFee: 1.5,
        status: 'deleted',
      }),
    ).toEqual([
      'name: nameRequired',
      'email: emailInvalid',
      'phoneNumber: phoneInvalid',
      'gender: invalidValue',
      'lessonType: invalidValue',
      'isForeigner: invalidValue',
      'monthlyFee: monthlyFeeInvalid',
      'status: invalidValue',
    ]);
  });

  it('when the name holds a NUL character, which PostgreSQL cannot store, then it is refused', () => {
    expect(issuesByPath(ZUpdateMemberRequest, { name: 'a\u0000b' })).toEqual([
      'name: controlCharacters',
    ]);
  });

  it('when the fee is negative or absurdly large, then it is refused', () => {
    expect(issuesByPath(ZUpdateMemberRequest, { monthlyFee: -1 })).toEqual([
      'monthlyFee: monthlyFeeInvalid',
    ]);
    expect(issuesByPath(ZUpdateMemberRequest, { monthlyFee: 2 ** 31 })).toEqual([
      'monthlyFee: monthlyFeeInvalid',
    ]);
  });

  it('when a whole weekday slot is given, then it is accepted, also off the hour', () => {
    expect(ZUpdateMemberRequest.parse(slot)).toEqual(slot);
    expect(
      ZUpdateMemberRequest.safeParse({ ...slot, lessonStartTime: '18:30', lessonEndTime: '19:30' })
        .success,
    ).toBe(true);
  });

  it('when only part of the slot is given, then the missing parts are asked for', () => {
    expect(issuesByPath(ZUpdateMemberRequest, { lessonDayOfWeek: 'Friday' })).toEqual([
      'lessonStartTime: approvalScheduleRequired',
      'lessonEndTime: approvalScheduleRequired',
    ]);
  });

  it('when the slot is on a weekend or ends before it starts, then the approval rules refuse it', () => {
    expect(issuesByPath(ZUpdateMemberRequest, { ...slot, lessonDayOfWeek: 'Saturday' })).toEqual([
      'lessonDayOfWeek: approvalScheduleRequired',
    ]);
    expect(issuesByPath(ZUpdateMemberRequest, { ...slot, lessonEndTime: '18:00' })).toEqual([
      'lessonEndTime: endAfterStart',
    ]);
    expect(
      issuesByPath(ZUpdateMemberRequest, {
        ...slot,
        lessonStartTime: '23:00',
        lessonEndTime: '00:00',
      }),
    ).toEqual(['lessonEndTime: endAfterStart']);
  });

  it('when another field has a wrong format, then the slot rules still report', () => {
    expect(
      issuesByPath(ZUpdateMemberRequest, { email: 'me@', ...slot, lessonEndTime: '17:00' }),
    ).toEqual(['email: emailInvalid', 'lessonEndTime: endAfterStart']);
    expect(issuesByPath(ZUpdateMemberRequest, { email: 'me@', lessonDayOfWeek: 'Monday' })).toEqual(
      [
        'email: emailInvalid',
        'lessonStartTime: approvalScheduleRequired',
        'lessonEndTime: approvalScheduleRequired',
      ],
    );
  });

  it('when the body is not an object, then only that is reported', () => {
    expect(issuesByPath(ZUpdateMemberRequest, null)).toEqual([': invalidValue']);
    expect(issuesByPath(ZUpdateMemberRequest, [])).toEqual([': invalidValue']);
  });

  it('when formatted for the API, then the texts are bilingual', () => {
    const result = ZUpdateMemberRequest.safeParse({});
    if (result.success) throw new Error('expected a failure');
    expect(formatValidationError(result.error, 'ENG').message).toBe(
      'Nothing has changed. Please change at least one field.',
    );
    expect(formatValidationError(result.error, 'KOR').message).toBe(
      '변경된 내용이 없습니다. 바꿀 항목을 하나 이상 입력해주세요.',
    );
  });
});
