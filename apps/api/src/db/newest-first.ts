/**
 * The order of every list shown newest first: by creation time, ties broken by id, so that two
 * rows made in the same millisecond keep their places from one page to the next.
 */
export function newestFirst(): [{ createdAt: 'desc' }, { id: 'desc' }] {
  return [{ createdAt: 'desc' }, { id: 'desc' }];
}

/** What a page of a list shown newest first passes on to findMany: the order and the bounds. */
type TNewestFirstPage = { orderBy: ReturnType<typeof newestFirst>; skip: number; take: number };

/**
 * One page of a list shown newest first, and how many rows the list holds in all, read at once:
 * `read` gets the order and the page's bounds for its findMany.
 */
export async function newestFirstPage<TRow>(
  bounds: { skip: number; take: number },
  read: (page: TNewestFirstPage) => PromiseLike<TRow[]>,
  count: PromiseLike<number>,
): Promise<{ rows: TRow[]; total: number }> {
  const [rows, total] = await Promise.all([read({ orderBy: newestFirst(), ...bounds }), count]);
  return { rows, total };
}
