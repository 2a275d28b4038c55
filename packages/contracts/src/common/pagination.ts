import { z } from 'zod';
import { PAGING } from '../constants/paging';

/** Query strings arrive as text; page and limit are coerced and bounded. */
export function createPaginationQuery(options: { defaultLimit?: number; maxLimit?: number } = {}) {
  const { defaultLimit = PAGING.DEFAULT_LIMIT, maxLimit = PAGING.MAX_LIMIT } = options;
  return z.object({
    page: z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .default(PAGING.DEFAULT_PAGE),
    limit: z.coerce
      .number({ error: 'invalidValue' })
      .int({ error: 'invalidValue' })
      .min(1, { error: 'invalidValue' })
      .max(maxLimit, { error: 'invalidValue' })
      .default(defaultLimit),
  });
}

export const ZPaginationQuery = createPaginationQuery();
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

export const ZPagination = z.object({
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
  page: z.number().int().min(1),
  limit: z.number().int().min(1),
});
export type TPagination = z.infer<typeof ZPagination>;

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
