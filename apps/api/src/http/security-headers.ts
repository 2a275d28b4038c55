import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config/config.js';

/** The security headers of every response (docs/security.md). */
export function securityHeaders(config: Pick<Config, 'isProduction'>) {
  return helmet({
    hsts: config.isProduction,
    // The same as frame-ancestors 'none', for browsers that predate CSP.
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
  });
}

/**
 * The headers that middleware sets, captured once: they depend on the configuration only (no
 * nonce), so answers given before Express runs (early-answers.ts) send the very same ones.
 */
export function staticSecurityHeaders(config: Pick<Config, 'isProduction'>): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name, String(value));
    },
    removeHeader(name: string) {
      headers.delete(name);
    },
  };
  let finished = false;
  securityHeaders(config)(
    { headers: {} } as IncomingMessage,
    recorder as unknown as ServerResponse,
    (error?: unknown) => {
      if (error) throw error;
      finished = true;
    },
  );
  if (!finished) throw new Error('the security headers middleware did not finish synchronously');
  return [...headers];
}
