import type { Response } from 'supertest';
import { expect } from 'vitest';

/**
 * The answer is a refusal in the envelope: `status`, and the body `{ success: false, message,
 * data: null, code }` exactly. `message` may be a matcher (`expect.stringMatching(…)`).
 */
export function expectFailure(res: Response, status: number, code: string, message: unknown) {
  expect([res.status, res.body]).toEqual([status, { success: false, message, data: null, code }]);
}
