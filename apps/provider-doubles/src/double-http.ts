import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';

/** Starts a double's app; port 0 takes any free port, and the base address names the one taken. */
export async function listenOn(
  app: Express,
  port: number,
  host: string,
): Promise<{ server: Server; baseUrl: string }> {
  const server = app.listen(port, host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  const { port: taken } = server.address() as AddressInfo;
  return { server, baseUrl: `http://${host}:${taken}` };
}

/** Posts a report or webhook as JSON: the receiver's HTTP status, or null when unreachable. */
export async function postJson(url: string, body: unknown): Promise<number | null> {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(5_000),
    });
    return response.status;
  } catch {
    return null;
  }
}

/** Timers a double's retries wait on, all cleared when the double closes. */
export function createTimers() {
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;
  return {
    later(delayMs: number, run: () => void) {
      if (closed) return;
      const timer = setTimeout(() => {
        timers.delete(timer);
        run();
      }, delayMs);
      timers.add(timer);
    },
    isClosed: () => closed,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
