import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TLivenessReport } from '@academy/contracts';
import type { PublicReadCache } from './public-read-cache.js';
import { requestIdOf } from './request-id.js';

/** Where the cache keeps a public read: the URL as sent, and the languages asked for. */
export function publicReadKey(req: IncomingMessage, url: string): string {
  return `${req.headers['accept-language'] ?? ''}\n${url}`;
}

/**
 * Answers the two hottest requests before Express runs (docs/performance.md): liveness, which
 * needs nothing, and a guest's public read that is in the cache. Everything else, and every
 * request these do not fit exactly, goes on to the app. The answers carry the same security
 * headers, request id and Cache-Control as the app's.
 */
export function createEarlyAnswers(deps: {
  securityHeaders: [string, string][];
  /** The liveness half of the health service (health/health-service.ts). */
  health: { live(): TLivenessReport };
  cache: PublicReadCache;
}) {
  // One flat list handed to writeHead: no per-header validation on the hot path.
  const fixedHeaders = [...deps.securityHeaders.flat(), 'Cache-Control', 'no-store'];
  const send = (
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: string,
    etag?: string,
  ) => {
    const headers = [...fixedHeaders, 'X-Request-Id', requestIdOf(req)];
    if (etag) headers.push('ETag', etag);
    if (body) {
      headers.push('Content-Type', 'application/json; charset=utf-8');
      headers.push('Content-Length', String(Buffer.byteLength(body)));
    }
    res.writeHead(status, headers);
    res.end(body);
  };

  /** True when it answered. */
  return function answerEarly(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || req.url === undefined) return false;
    if (req.url === '/api/health') {
      send(
        req,
        res,
        200,
        JSON.stringify({ success: true, message: 'ok', data: deps.health.live() }),
      );
      return true;
    }
    if (!deps.cache.servesEarly(req)) return false;
    const cached = deps.cache.get(publicReadKey(req, req.url));
    if (!cached) return false;
    if (req.headers['if-none-match'] === cached.etag) send(req, res, 304, '', cached.etag);
    else send(req, res, 200, cached.body, cached.etag);
    return true;
  };
}
