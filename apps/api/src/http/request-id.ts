import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The caller's X-Request-Id when it is a sane one, else a fresh id. */
export function requestIdOf(req: IncomingMessage): string {
  const id = req.headers['x-request-id'];
  return typeof id === 'string' && id.length <= 100 ? id : randomUUID();
}
