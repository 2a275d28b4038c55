import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet from 'helmet';
import type { Config } from '../config/config.js';
import { TOSS_DEFAULT_BASE_URL } from '../config/toss-settings.js';

type TSecurityConfig = Pick<Config, 'isProduction' | 'payments'>;

/**
 * What Toss's own payment window needs from the page (decision 0048): its SDK's script, the
 * window's frames and the SDK's calls, all on Toss's hosts. Allowed only when the API talks to
 * Toss itself: with online payment off, or against the double (a page of its own, left for by a
 * full page load), the policy stays as strict as without payments.
 */
const TOSS_WINDOW_SOURCES = {
  script: ['https://js.tosspayments.com'],
  frame: ['https://*.tosspayments.com', 'https://*.toss.im'],
  connect: ['https://*.tosspayments.com'],
};

function tossWindowSources(config: TSecurityConfig) {
  const toss = config.payments.toss;
  const real = toss !== null && toss.baseUrl === TOSS_DEFAULT_BASE_URL;
  return real ? TOSS_WINDOW_SOURCES : { script: [], frame: [], connect: [] };
}

/** The security headers of every response (docs/security.md). */
export function securityHeaders(config: TSecurityConfig) {
  const toss = tossWindowSources(config);
  return helmet({
    hsts: config.isProduction,
    // The same as frame-ancestors 'none', for browsers that predate CSP.
    frameguard: { action: 'deny' },
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...toss.script],
        ...(toss.frame.length > 0 && { frameSrc: ["'self'", ...toss.frame] }),
        ...(toss.connect.length > 0 && { connectSrc: ["'self'", ...toss.connect] }),
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
export function staticSecurityHeaders(config: TSecurityConfig): [string, string][] {
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
