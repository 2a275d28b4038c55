import { expect, type APIRequestContext } from '@playwright/test';

export interface PendingCounts {
  lessonRequests: number;
  oneDayRequests: number;
  contacts: number;
  modifications: number;
}

/** What the staff header badges show, read through the API by `admin`, signed in as the admin. */
export async function pendingCounts(admin: APIRequestContext): Promise<PendingCounts> {
  const res = await admin.get('/api/teachers/pending-counts');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: PendingCounts }).data;
}

/**
 * Reads the staff's pending counts now, through `admin`; the function it answers checks later
 * that exactly one more of `kind` is waiting.
 */
export async function watchPendingCounts(
  admin: APIRequestContext,
): Promise<(kind: keyof PendingCounts) => Promise<void>> {
  const before = await pendingCounts(admin);
  return async (kind) => {
    const after = await pendingCounts(admin);
    expect(after[kind]).toBe(before[kind] + 1);
  };
}
