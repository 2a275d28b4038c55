/**
 * zod probes for `new Function` to speed up parsing; the Content-Security-Policy forbids it (no
 * 'unsafe-eval'), and the probe would log a violation on every page that parses anything. The
 * `jitless` setting skips it. zod keeps its settings in `globalThis.__zod_globalConfig` and adopts
 * an object found there when it loads (zod/v4/core/core.js): setting it here, before zod is
 * loaded, keeps zod itself out of the first download (it comes with forms and signed-in pages).
 * zod-csp.test.ts fails if a zod upgrade stops reading it.
 */
type TZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function makeZodJitless(): void {
  const global = globalThis as TZodGlobal;
  if (global.__zod_globalConfig) global.__zod_globalConfig.jitless = true;
  else global.__zod_globalConfig = { jitless: true };
}
