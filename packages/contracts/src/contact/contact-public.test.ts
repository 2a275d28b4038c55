import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import { ZContactPublicList, ZContactPublicQuery, ZContactSubmitRequest } from './contact.schemas';

describe('ZContactPublicQuery', () => {
  it('when nothing is asked, then page 1 of 10 over every category', () => {
    expect(ZContactPublicQuery.parse({})).toEqual({ page: 1, limit: 10 });
    expect(ZContactPublicQuery.parse({ category: 'all', page: '2' })).toEqual({
      page: 2,
      limit: 10,
    });
  });

  it('when a category code is asked, then it filters; an unknown one is invalid', () => {
    expect(ZContactPublicQuery.parse({ category: 'fee' }).category).toBe('fee');
    expect(firstIssueKey(ZContactPublicQuery, { category: 'spam' })).toBe('invalidValue');
    expect(firstIssueKey(ZContactPublicQuery, { limit: '1000' })).toBe('invalidValue');
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
