import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import { pagingOf } from '../common/pagination';
import {
  CONTACT_PUBLIC_PAGING,
  ZContactPublicCard,
  ZContactPublicList,
  ZContactPublicQuery,
  ZContactSubmitRequest,
} from './contact.schemas';

const pageOf = (query: Record<string, string>) =>
  pagingOf(ZContactPublicQuery.parse(query), CONTACT_PUBLIC_PAGING);

describe('ZContactPublicQuery', () => {
  it('when neither page nor limit is asked, then the newest 200 over every category', () => {
    expect(ZContactPublicQuery.parse({})).toEqual({});
    expect(pageOf({})).toEqual({ page: 1, limit: 200 });
    expect(pageOf({ category: 'fee', nickname: '드러머' })).toEqual({ page: 1, limit: 200 });
  });

  it('when page or limit is asked, then pages of 10 unless the limit says otherwise', () => {
    expect(pageOf({ category: 'all', page: '2' })).toEqual({ page: 2, limit: 10 });
    expect(pageOf({ limit: '5' })).toEqual({ page: 1, limit: 5 });
    expect(pageOf({ page: '3', limit: '100' })).toEqual({ page: 3, limit: 100 });
  });

  it('when a nickname is searched, then it is trimmed, and blank searches nothing', () => {
    expect(ZContactPublicQuery.parse({ nickname: '  드러머 ' }).nickname).toBe('드러머');
    expect(ZContactPublicQuery.parse({ nickname: '   ' }).nickname).toBeUndefined();
    expect(ZContactPublicQuery.parse({ nickname: 'n'.repeat(30) }).nickname).toHaveLength(30);
  });

  it('when the nickname search is longer than a nickname, not text or has control characters, then it is refused', () => {
    expect(firstIssueKey(ZContactPublicQuery, { nickname: 'n'.repeat(31) })).toBe('tooLong');
    expect(firstIssueKey(ZContactPublicQuery, { nickname: ['a', 'b'] })).toBe('invalidValue');
    expect(firstIssueKey(ZContactPublicQuery, { nickname: 'a\u202Eb' })).toBe('controlCharacters');
  });

  it('when a category code is asked, then it filters; an unknown one is invalid', () => {
    expect(ZContactPublicQuery.parse({ category: 'fee' }).category).toBe('fee');
    expect(firstIssueKey(ZContactPublicQuery, { category: 'spam' })).toBe('invalidValue');
    expect(firstIssueKey(ZContactPublicQuery, { limit: '1000' })).toBe('invalidValue');
    expect(firstIssueKey(ZContactPublicQuery, { page: '0' })).toBe('invalidValue');
  });

  it('when a category is asked by its Korean value, then it filters by its code', () => {
    expect(ZContactPublicQuery.parse({ category: '수업료 문의' }).category).toBe('fee');
    expect(ZContactPublicQuery.parse({ category: '기타' }).category).toBe('other');
  });
});

describe('ZContactPublicCard', () => {
  const card = {
    contactId: 1,
    nickname: 'n',
    subject: 's',
    status: 'pending',
    createdAt: '2025-06-15T00:00:00.000Z',
  };

  it('when the card is answered, then category is the Korean value and categoryCode the code', () => {
    expect(
      ZContactPublicCard.safeParse({ ...card, category: '레슨 문의', categoryCode: 'lesson' })
        .success,
    ).toBe(true);
    expect(
      ZContactPublicCard.safeParse({ ...card, category: 'lesson', categoryCode: 'lesson' }).success,
    ).toBe(false);
    expect(ZContactPublicCard.safeParse({ ...card, category: '레슨 문의' }).success).toBe(false);
  });
});

describe('ZContactPublicList', () => {
  it('when the list is parsed, then counts per tab and pagination are required', () => {
    const counts = { all: 1, lesson: 1, fee: 0, oneday: 0, facility: 0, other: 0 };
    const pagination = { page: 1, limit: 10, total: 1, totalPages: 1 };
    expect(ZContactPublicList.safeParse({ contacts: [], counts, pagination }).success).toBe(true);
    expect(ZContactPublicList.safeParse({ contacts: [] }).success).toBe(false);
  });
});

describe('ZContactSubmitRequest limits', () => {
  const inquiry = { nickname: 'n', password: '1234', subject: 's', category: 'fee', message: 'm' };

  it('when nickname or subject exceed the stored sizes, then they are too long', () => {
    expect(firstIssueKey(ZContactSubmitRequest, { ...inquiry, nickname: 'n'.repeat(31) })).toBe(
      'tooLong',
    );
    expect(firstIssueKey(ZContactSubmitRequest, { ...inquiry, subject: 's'.repeat(101) })).toBe(
      'tooLong',
    );
  });

  it('when the honeypot field comes along, then it is kept for the server to judge', () => {
    expect(ZContactSubmitRequest.parse({ ...inquiry, website: 'x' }).website).toBe('x');
  });
});
