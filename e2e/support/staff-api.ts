import { expect, type APIRequestContext } from '@playwright/test';
import { ACCOUNTS } from './session';

export interface PendingCounts {
  lessonRequests: number;
  oneDayRequests: number;
  contacts: number;
  modifications: number;
}

/** What the staff header badges show, read through the API as the admin. */
export async function pendingCounts(request: APIRequestContext): Promise<PendingCounts> {
  const login = await request.post('/api/auth/login', {
    data: { loginId: ACCOUNTS.admin.loginId, password: ACCOUNTS.admin.password },
  });
  expect(login.ok()).toBe(true);
  const res = await request.get('/api/teachers/pending-counts');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { data: PendingCounts }).data;
}
