import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/issue-keys';
import {
  audienceOfQuery,
  isAnnouncementComplete,
  ZAnnouncementAudience,
  ZAnnouncementRequest,
  ZAudienceCountQuery,
} from './announcements.schemas';

const announcement = {
  title: ' 휴원 안내 ',
  titleEn: 'Closure notice',
  message: '8월 15일 휴원합니다.',
  messageEn: 'Closed on 15 August.',
};

describe('ZAnnouncementRequest', () => {
  it('when all four fields are filled, then it is accepted and trimmed', () => {
    expect(ZAnnouncementRequest.parse(announcement).title).toBe('휴원 안내');
    expect(isAnnouncementComplete(announcement)).toBe(true);
  });

  it.each(['title', 'titleEn', 'message', 'messageEn'] as const)(
    'when %s is only spaces, then both languages are asked for',
    (field) => {
      const input = { ...announcement, [field]: '   ' };
      expect(issueKeys(ZAnnouncementRequest, input)).toEqual(['announcementFieldsRequired']);
      expect(isAnnouncementComplete(input)).toBe(false);
    },
  );
});

describe('ZAnnouncementAudience and the request with a group', () => {
  it('when no group is sent, then the request is the specification’s and names nobody in particular', () => {
    expect(ZAnnouncementRequest.parse(announcement).audience).toBeUndefined();
  });

  it.each([
    { kind: 'all' },
    { kind: 'weekday', weekday: 'Friday' },
    { kind: 'teacher', teacherId: 2 },
    { kind: 'guardians' },
  ])('when the group is %o, then it is accepted as sent', (audience) => {
    expect(ZAnnouncementAudience.parse(audience)).toEqual(audience);
  });

  it.each([
    { kind: 'weekday', weekday: 'Saturday' },
    { kind: 'weekday' },
    { kind: 'teacher', teacherId: 0 },
    { kind: 'teacher', teacherId: -3 },
    { kind: 'teacher', teacherId: 1.5 },
    { kind: 'teacher', teacherId: '2' },
    { kind: 'teacher', teacherId: 2 ** 40 },
    { kind: 'everyone' },
    {},
  ])('when the group is %o, then it is refused as an invalid value', (audience) => {
    expect(issueKeys(ZAnnouncementRequest, { ...announcement, audience })).toEqual([
      'invalidValue',
    ]);
  });

  it('when a count query names a group, then its needed field comes from the text of the query and only that one is kept', () => {
    const teacher = ZAudienceCountQuery.parse({
      kind: 'teacher',
      teacherId: '7',
      weekday: 'Monday',
    });
    expect(audienceOfQuery(teacher)).toEqual({ kind: 'teacher', teacherId: 7 });
    expect(audienceOfQuery(ZAudienceCountQuery.parse({ kind: 'guardians' }))).toEqual({
      kind: 'guardians',
    });
  });

  it.each([{ kind: 'weekday' }, { kind: 'teacher' }, { kind: 'teacher', teacherId: '-1' }])(
    'when a count query %o lacks what its group needs, then it is refused',
    (query) => {
      expect(issueKeys(ZAudienceCountQuery, query)).toEqual(['invalidValue']);
    },
  );
});
