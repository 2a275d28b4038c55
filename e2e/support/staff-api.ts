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
