// Writes through the API's HTTP interface whose outcome is recorded per request: answered with
// 2xx (the server promised the write), refused, or never answered (cut off by a crash).

/** Signs in over HTTP and returns the Cookie header for the following requests. */
export async function signIn(baseUrl: string, loginId: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginId, password }),
  });
  if (res.status !== 200) throw new Error(`login of ${loginId}: ${res.status} ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

/** A JSON request without Origin, as a script sends it (the Origin check lets those pass). */
export function sendJson(
  url: string,
  method: 'POST' | 'PATCH',
  cookie: string,
  body: unknown,
): Promise<Response> {
  return fetch(url, {
    method,
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
}

export type WriteOutcome =
  | { key: number; outcome: 'acknowledged'; data: unknown }
  | { key: number; outcome: 'refused'; status: number; body: string }
  | { key: number; outcome: 'unanswered' };

/**
 * Sends one write per key, `concurrency` at a time. A worker stops at its first unanswered
 * request (the server is gone); keys never sent get no outcome. `onAnswer` runs after each
 * answer, before the next request, so a caller can kill the server while others are in flight.
 */
export async function runWrites(
  keys: number[],
  concurrency: number,
  send: (key: number) => Promise<Response>,
  onAnswer: () => void,
): Promise<WriteOutcome[]> {
  const queue = [...keys];
  const outcomes: WriteOutcome[] = [];
  const worker = async () => {
    for (let key = queue.shift(); key !== undefined; key = queue.shift()) {
      let res: Response;
      let text: string;
      try {
        res = await send(key);
        text = await res.text();
      } catch {
        outcomes.push({ key, outcome: 'unanswered' });
        return;
      }
      outcomes.push(
        res.ok
          ? { key, outcome: 'acknowledged', data: (JSON.parse(text) as { data: unknown }).data }
          : { key, outcome: 'refused', status: res.status, body: text },
      );
      onAnswer();
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}
