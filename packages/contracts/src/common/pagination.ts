import { z } from 'zod';
import { PAGING } from '../constants/paging';
import { ZCount } from './counts';
import { optionalFilter } from './text-fields';

/** A whole number of at least 1 from a query string, which arrives as text and is coerced. */
function queryCount() {
  return z.coerce
    .number({ error: 'invalidValue' })
    .int({ error: 'invalidValue' })
    .min(1, { error: 'invalidValue' });
}

/** How many rows a list query asks for: 1 to `max`, `fallback` when absent. */
export function queryLimit(max: number, fallback: number) {
  return queryCount().max(max, { error: 'invalidValue' }).default(fallback);
}

interface TPagingOptions {
  defaultLimit?: number;
  maxLimit?: number;
}

/** Query strings arrive as text; page and limit are coerced and bounded. */
export function createPaginationQuery(options: TPagingOptions = {}) {
  const { defaultLimit = PAGING.DEFAULT_LIMIT, maxLimit = PAGING.MAX_LIMIT } = options;
  return z.object({
    page: queryCount().default(PAGING.DEFAULT_PAGE),
    limit: queryLimit(maxLimit, defaultLimit),
  });
}

/**
 * Page and limit a client may leave out altogether, for a list that answers a longer first
 * page when neither is sent (see pagingOf).
 */
export function optionalPagingFields(maxLimit: number = PAGING.MAX_LIMIT) {
  return {
    page: queryCount().optional(),
    limit: queryCount().max(maxLimit, { error: 'invalidValue' }).optional(),
  };
}

/**
 * The page a query of optionalPagingFields asks for: without page and limit, the first
 * `unpagedLimit` rows; with either, pages of `defaultLimit` unless limit says otherwise.
 */
export function pagingOf(
  query: { page?: number | undefined; limit?: number | undefined },
  limits: { defaultLimit: number; unpagedLimit: number },
): TPaginationQuery {
  if (query.page === undefined && query.limit === undefined) {
    return { page: PAGING.DEFAULT_PAGE, limit: limits.unpagedLimit };
  }
  return { page: query.page ?? PAGING.DEFAULT_PAGE, limit: query.limit ?? limits.defaultLimit };
}

/** A list one page at a time, filtered by one of `statuses`; absent, empty or "all" lists them all. */
export function statusPageQuery<const TStatuses extends readonly [string, ...string[]]>(
  statuses: TStatuses,
  paging: TPagingOptions,
) {
  return createPaginationQuery(paging).extend({ status: optionalFilter(statuses) });
}

/**
 * Applications and change requests: filtered by status, PAGING.DEFAULT_LIMIT to a page when no
 * limit is sent (the screens ask for PAGING.REQUESTS).
 */
export function requestPageQuery<const TStatuses extends readonly [string, ...string[]]>(
  statuses: TStatuses,
) {
  return statusPageQuery(statuses, {});
}

export const ZPaginationQuery = createPaginationQuery();
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

export const ZPagination = z.object({
  totalPages: ZCount,
  total: ZCount,
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type TPagination = z.infer<typeof ZPagination>;

/** A list answered one page at a time: its rows (and any totals) plus where the page stands. */
export function pagedList<const TShape extends z.ZodRawShape>(shape: TShape) {
  return z.object({ ...shape, pagination: ZPagination });
}

/** An empty list has 0 pages. */
export function buildPagination(input: {
  total: number;
  page: number;
  limit: number;
}): TPagination {
  return { ...input, totalPages: Math.ceil(input.total / input.limit) };
}

/** Rows to skip for a 1-based page. */
export function paginationOffset(query: TPaginationQuery): number {
  return (query.page - 1) * query.limit;
}
