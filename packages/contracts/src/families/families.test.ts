import { describe, expect, it } from 'vitest';
import { ZLessonApplication } from '../applications/applications.schemas';
import { ageOn, CHILD_CONSENT } from './child-consent';

describe('ageOn', () => {
  it.each([
    ['20120301', '2026-02-28', 13],
    ['20120301', '2026-03-01', 14],
    ['20120229', '2026-02-28', 13],
    ['20120229', '2026-03-01', 14],
    ['20001231', '2026-12-31', 26],
  ])('when born %s, then on %s the age is %i', (birth, day, age) => {
    expect(ageOn(birth, day)).toBe(age);
  });

  it('when a date is malformed, then there is no age', () => {
    expect(ageOn('2012-03-01', '2026-03-01')).toBeNull();
    expect(ageOn('20120301', '20260301')).toBeNull();
  });
});

describe('an application for a child', () => {
  const child = {
    name: '김하준',
    birthDate: '20160315',
    gender: 'male',
    lessonType: '일반',
    applicant: 'child',
    guardian: {
      name: '김엄마',
      phoneNumber: '01012345678',
      email: 'mom@example.com',
      relationship: 'mother',
    },
  };
  const issuesOn = (body: unknown) =>
    ZLessonApplication.safeParse(body).error?.issues.map((issue) => [
      issue.path.join('.'),
      issue.message,
    ]);

  it('when the child is under 14 without consent, then the consent is asked for', () => {
    expect(issuesOn(child)).toEqual([['consent', 'childConsentRequired']]);
  });

  it('when the consent is to the current text, then it passes', () => {
    expect(
      issuesOn({ ...child, consent: { agreed: true, version: CHILD_CONSENT.version } }),
    ).toBeUndefined();
  });

  it('when the body is not an object, then it is refused without the family rules failing', () => {
    expect(issuesOn(undefined)?.length).toBe(1);
    expect(issuesOn('text')?.length).toBe(1);
  });
});
