import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The address the proxy connects to the API processes from: a loopback address of its own, so
 * that the processes can trust X-Forwarded-For from the proxy only (TRUST_PROXY) while the test's
 * direct requests, from 127.0.0.1, stay untrusted.
 */
export const PROXY_SOURCE_ADDRESS = '127.0.0.2';
/** Which upstream answered (its index in the list), for the test to prove the alternation. */
export const SERVED_BY_HEADER = 'x-served-by';

export interface RoundRobinProxy {
  baseUrl: string;
  close(): Promise<void>;
}

/**
 * A reverse proxy like the one in front of the replicas (deploy/Caddyfile), reduced to what the
 * test needs: each request goes to the next upstream in turn, with the client's address in
 * X-Forwarded-For (any value the client sent is replaced, never trusted).
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server: Server = createServer((incoming, outgoing) => {
    const index = next;
    next = (next + 1) % upstreams.length;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const forwarded = request(
      target,
      {
        method: incoming.method,
        headers: { ...incoming.headers, 'x-forwarded-for': incoming.socket.remoteAddress },
        localAddress: PROXY_SOURCE_ADDRESS,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, {
          ...answer.headers,
          [SERVED_BY_HEADER]: String(index),
        });
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
