import { describe, expect, it } from 'vitest';
import { firstIssueKey, issuesByPath } from '../testing/issue-keys';
import {
  canDecideLessonApplication,
  defaultMonthlyFee,
  LESSON_APPLICATION_STATUSES,
  parseLessonTypeQuery,
} from './applications.enums';
import { ZLessonApplication, ZLessonApplicationsQuery } from './applications.schemas';

const application = {
  name: ' 김드럼 ',
  birthDate: '19900101',
  gender: 'male',
  phoneNumber: '01012345678',
  email: 'drum@example.com',
  preferredTime: '월요일: 18:00, 19:00',
  lessonType: '일반',
};

describe('ZLessonApplication', () => {
  it('when complete, then it is accepted, trimmed, and isForeigner defaults to false', () => {
    expect(ZLessonApplication.parse(application)).toMatchObject({
      name: '김드럼',
      isForeigner: false,
      lessonType: '일반',
    });
  });

  it('when everything is missing, then each required field reports its own message', () => {
    expect(issuesByPath(ZLessonApplication, {})).toEqual([
      'name: nameRequired',
      'birthDate: birthDateRequired',
      'gender: genderRequired',
      'lessonType: lessonTypeRequired',
      // Whoever applies for themselves gives their phone and e-mail: checked after the fields.
      'phoneNumber: phoneRequired',
      'email: emailRequired',
    ]);
  });

  it.each([
    ['the birth date breaks a rule', 'birthDateTooOld', { birthDate: '19500101' }],
    ['the email is malformed', 'emailInvalid', { email: 'drum@' }],
    ['the gender is unknown', 'invalidValue', { gender: 'other' }],
    ['the lesson type is unknown', 'invalidValue', { lessonType: 'hobby' }],
  ])('when %s, then the first issue is %s', (_case, key, fields) => {
    expect(firstIssueKey(ZLessonApplication, { ...application, ...fields })).toBe(key);
  });

  it('when the lesson type is sent by its English name, then it parses to the Korean value', () => {
    expect(ZLessonApplication.parse({ ...application, lessonType: 'general' }).lessonType).toBe(
      '일반',
    );
    expect(ZLessonApplication.parse({ ...application, lessonType: 'exam' }).lessonType).toBe(
      '입시',
    );
  });
});

describe('parseLessonTypeQuery', () => {
  it.each([
    ['general', '일반'],
    ['exam', '입시'],
    ['EXAM', '입시'],
    ['일반', '일반'],
    ['입시', '입시'],
    // Missing or unknown: nothing is preselected.
    [undefined, null],
    ['kids', null],
  ])('when the query is %s, then the lesson type is %s', (query, expected) => {
    expect(parseLessonTypeQuery(query)).toBe(expected);
  });
});

describe('defaultMonthlyFee', () => {
  it('when the type is entrance or 입시, then the exam fee applies', () => {
    expect(defaultMonthlyFee('entrance')).toBe(210_000);
    expect(defaultMonthlyFee('입시')).toBe(210_000);
  });

  it('when any other type or none, then the regular fee applies', () => {
    expect(defaultMonthlyFee('beginner')).toBe(170_000);
    expect(defaultMonthlyFee(null)).toBe(170_000);
  });
});

describe('canDecideLessonApplication', () => {
  it('when the request is pending, then only then can it be decided', () => {
    expect(LESSON_APPLICATION_STATUSES.filter(canDecideLessonApplication)).toEqual(['pending']);
  });
});

describe('ZLessonApplicationsQuery', () => {
  it('when no limit is given, then 20 per page is used', () => {
    expect(ZLessonApplicationsQuery.parse({})).toEqual({ page: 1, limit: 20 });
  });
});
