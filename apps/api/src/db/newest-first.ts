/**
 * The order of every list shown newest first: by creation time, ties broken by id, so that two
 * rows made in the same millisecond keep their places from one page to the next.
 */
export function newestFirst(): [{ createdAt: 'desc' }, { id: 'desc' }] {
  return [{ createdAt: 'desc' }, { id: 'desc' }];
}
