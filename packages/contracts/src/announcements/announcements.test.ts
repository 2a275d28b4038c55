import { describe, expect, it } from 'vitest';
import { issueKeys } from '../testing/issue-keys';
import { isAnnouncementComplete, ZAnnouncementRequest } from './announcements.schemas';

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
