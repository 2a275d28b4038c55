import { describe, expect, it } from 'vitest';
import { firstIssueKey } from '../testing/issue-keys';
import {
  buildPagination,
  createPaginationQuery,
  paginationOffset,
  ZPaginationQuery,
} from './pagination';

describe('ZPaginationQuery', () => {
  it.each([
    // Absent: page 1 and limit 20.
    [{}, { page: 1, limit: 20 }],
    // Query strings are coerced to numbers.
    [
      { page: '3', limit: '10' },
      { page: 3, limit: 10 },
    ],
    // The limit's bound itself is accepted.
    [{ limit: '100' }, { page: 1, limit: 100 }],
  ])('when the query is %o, then it parses to %o', (query, parsed) => {
    expect(ZPaginationQuery.parse(query)).toEqual(parsed);
  });

  it.each([
    { page: '0' },
    { page: '-1' },
    { page: '1.5' },
    { page: 'abc' },
    { limit: '0' },
    { limit: '101' },
  ])('when the query is %o, then it is invalid', (query) => {
    expect(firstIssueKey(ZPaginationQuery, query)).toBe('invalidValue');
  });

  it('when a list has its own default and bound, then they apply', () => {
    const users = createPaginationQuery({ defaultLimit: 10, maxLimit: 1000 });
    expect(users.parse({})).toEqual({ page: 1, limit: 10 });
    expect(users.parse({ limit: '1000' }).limit).toBe(1000);
    expect(users.safeParse({ limit: '1001' }).success).toBe(false);
  });
});

describe('buildPagination / paginationOffset', () => {
  it('when 21 items are split by 10, then there are 3 pages', () => {
    expect(buildPagination({ total: 21, page: 2, limit: 10 })).toEqual({
      total: 21,
      page: 2,
      limit: 10,
      totalPages: 3,
    });
  });

  it('when there are no items, then there are 0 pages', () => {
    expect(buildPagination({ total: 0, page: 1, limit: 10 }).totalPages).toBe(0);
  });

  it('when on page 3 of 10, then 20 rows are skipped', () => {
    expect(paginationOffset({ page: 3, limit: 10 })).toBe(20);
  });
});
