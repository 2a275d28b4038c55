import type { Request, RequestHandler } from 'express';
import { API_MESSAGES } from '@academy/contracts';
import { AppError } from './app-error.js';

const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `Origin: null` (sandboxed frames, file pages) and malformed values parse to no origin. */
function parseOrigin(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/**
 * The Origin belongs to the app when it is APP_ORIGIN (the web app on its own address, e.g. Vite
 * in development) or names the host the request was sent to (the SPA served by the API itself:
 * `pnpm start`, the browser tests). Only host and port are compared there: behind a proxy that
 * ends TLS the API sees http while the page is https, and a page on this very host is ours.
 */
function isAllowedOrigin(origin: string, appOrigin: string, req: Request): boolean {
  const parsed = parseOrigin(origin);
  if (!parsed || parsed.origin === 'null') return false;
  return parsed.origin === appOrigin || parsed.host === req.host;
}

/**
 * Refuses state-changing API requests sent by pages of other sites (CSRF defence in depth on top
 * of the SameSite=Strict cookies). Browsers send Origin on every such request; clients without
 * one (curl, server-to-server, tests) pass unless the browser says the request is cross-site.
 */
export function rejectForeignOrigins(appOrigin: string): RequestHandler {
  const allowedAppOrigin = new URL(appOrigin).origin;
  return (req, _res, next) => {
    if (!STATE_CHANGING_METHODS.has(req.method)) {
      next();
      return;
    }
    const origin = req.get('origin');
    const refused =
      origin === undefined
        ? req.get('sec-fetch-site') === 'cross-site'
        : !isAllowedOrigin(origin, allowedAppOrigin, req);
    if (refused) {
      next(new AppError('FOREIGN_ORIGIN', API_MESSAGES.foreignOrigin));
      return;
    }
    next();
  };
}
