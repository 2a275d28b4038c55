import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import { pagingOf } from '../common/pagination';
import {
  INQUIRY_PUBLIC_PAGING,
  ZInquiryPublicCard,
  ZInquiryPublicList,
  ZInquiryPublicQuery,
  ZInquirySubmitRequest,
} from './inquiries.schemas';

const pageOf = (query: Record<string, string>) =>
  pagingOf(ZInquiryPublicQuery.parse(query), INQUIRY_PUBLIC_PAGING);

describe('ZInquiryPublicQuery', () => {
  it('when neither page nor limit is asked, then the newest 200 over every category', () => {
    expect(ZInquiryPublicQuery.parse({})).toEqual({});
    expect(pageOf({})).toEqual({ page: 1, limit: 200 });
    expect(pageOf({ category: 'fee', nickname: '드러머' })).toEqual({ page: 1, limit: 200 });
  });

  it('when page or limit is asked, then pages of 10 unless the limit says otherwise', () => {
    expect(pageOf({ category: 'all', page: '2' })).toEqual({ page: 2, limit: 10 });
    expect(pageOf({ limit: '5' })).toEqual({ page: 1, limit: 5 });
    expect(pageOf({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
  });

  it('when a nickname is searched, then it is trimmed, and blank searches nothing', () => {
    expect(ZInquiryPublicQuery.parse({ nickname: '  드러머 ' }).nickname).toBe('드러머');
    expect(ZInquiryPublicQuery.parse({ nickname: '   ' }).nickname).toBeUndefined();
    expect(ZInquiryPublicQuery.parse({ nickname: 'n'.repeat(30) }).nickname).toHaveLength(30);
  });

  it('when the nickname search is longer than a nickname, not text or has control characters, then it is refused', () => {
    expect(firstIssueKey(ZInquiryPublicQuery, { nickname: 'n'.repeat(31) })).toBe('tooLong');
    expect(firstIssueKey(ZInquiryPublicQuery, { nickname: ['a', 'b'] })).toBe('invalidValue');
    expect(firstIssueKey(ZInquiryPublicQuery, { nickname: 'a\u202Eb' })).toBe('controlCharacters');
  });

  it('when a category code is asked, then it filters; an unknown one is invalid', () => {
    expect(ZInquiryPublicQuery.parse({ category: 'fee' }).category).toBe('fee');
    expect(firstIssueKey(ZInquiryPublicQuery, { category: 'spam' })).toBe('invalidValue');
    expect(firstIssueKey(ZInquiryPublicQuery, { limit: '1000' })).toBe('invalidValue');
    expect(firstIssueKey(ZInquiryPublicQuery, { page: '0' })).toBe('invalidValue');
  });

  it('when a category is asked by its Korean value, then it filters by its code', () => {
    expect(ZInquiryPublicQuery.parse({ category: '수업료 문의' }).category).toBe('fee');
    expect(ZInquiryPublicQuery.parse({ category: '기타' }).category).toBe('other');
  });
});

describe('ZInquiryPublicCard', () => {
  const card = {
    contactId: 1,
    nickname: 'n',
    subject: 's',
    status: 'pending',
    createdAt: '2025-06-15T00:00:00.000Z',
  };

  it('when the card is answered, then category is the Korean value and categoryCode the code', () => {
    expect(
      ZInquiryPublicCard.safeParse({ ...card, category: '레슨 문의', categoryCode: 'lesson' })
        .success,
    ).toBe(true);
    expect(
      ZInquiryPublicCard.safeParse({ ...card, category: 'lesson', categoryCode: 'lesson' }).success,
    ).toBe(false);
    expect(ZInquiryPublicCard.safeParse({ ...card, category: '레슨 문의' }).success).toBe(false);
  });
});

describe('ZInquiryPublicList', () => {
  it('when the list is parsed, then counts per tab and pagination are required', () => {
    const counts = { all: 1, lesson: 1, fee: 0, oneday: 0, facility: 0, other: 0 };
    const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };
    expect(ZInquiryPublicList.safeParse({ contacts: [], counts, pagination }).success).toBe(true);
    expect(ZInquiryPublicList.safeParse({ contacts: [] }).success).toBe(false);
  });
});

describe('ZContactSubmitRequest limits', () => {
  const inquiry = { nickname: 'n', password: '1234', subject: 's', category: 'fee', message: 'm' };

  it('when nickname or subject exceed the stored sizes, then they are too long', () => {
    expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, nickname: 'n'.repeat(31) })).toBe(
      'tooLong',
    );
    expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, subject: 's'.repeat(101) })).toBe(
      'tooLong',
    );
  });

  it('when the honeypot field comes along, then it is kept for the server to judge', () => {
    expect(ZInquirySubmitRequest.parse({ ...inquiry, website: 'x' }).website).toBe('x');
  });
});

describe('ZInquirySubmitRequest: the answer notice', () => {
  const inquiry = {
    nickname: '드러머',
    password: '1234',
    subject: '주말 수업',
    category: 'lesson',
    message: '주말에도 수업이 있나요?',
  };

  it('when neither field is sent, then the inquiry is as the specification has it', () => {
    expect(ZInquirySubmitRequest.parse(inquiry)).toEqual({ ...inquiry, website: undefined });
  });

  it('when the notice is asked without a phone, then the phone is asked for, also beside other missing fields', () => {
    const issues = ZInquirySubmitRequest.safeParse({ notifyWhenAnswered: true }).error?.issues;
    expect(issues?.map((issue) => issue.path.join('.'))).toContain('phoneNumber');
    expect(firstIssueKey(ZInquirySubmitRequest, { ...inquiry, notifyWhenAnswered: true })).toBe(
      'phoneRequired',
    );
  });

  it('when the body is not an object at all, then it is refused without the notice rule failing', () => {
    for (const body of ['text', null, 7, []]) {
      expect(ZInquirySubmitRequest.safeParse(body).success).toBe(false);
    }
  });
});
