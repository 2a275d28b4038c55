import type { Express } from 'express';

/** The slice of router 2.3's public `listRoutes()` read here (@types/express lacks it). */
interface ListedRoute {
  path: string | RegExp;
  methods: string[] | undefined;
  router: unknown;
}
interface RouteLister {
  listRoutes(): ListedRoute[];
}
const isRouteLister = (value: unknown): value is RouteLister =>
  typeof value === 'function' && 'listRoutes' in value && typeof value.listRoutes === 'function';

/**
 * Every `METHOD /path` the router answers, walking mounted routers. Express 5's router
 * (router 2.3) lists each `use(path, router)` with its mount path, so no bookkeeping in app.ts
 * is needed. HEAD is left out where it only follows GET.
 */
function collectRoutes(router: unknown, prefix = ''): string[] {
  if (!isRouteLister(router)) {
    throw new Error('This router has no listRoutes(): Express 5 with router 2.3 or newer needed.');
  }
  return router.listRoutes().flatMap(({ path, methods, router: mounted }) => {
    const fullPath = prefix + (path === '/' ? '' : String(path));
    if (mounted) return collectRoutes(mounted, fullPath);
    return (methods ?? [])
      .filter((method) => method !== 'HEAD' || !methods?.includes('GET'))
      .map((method) => `${method} ${fullPath || '/'}`);
  });
}

/** Every `METHOD /api/...` route the app answers, once each. */
export const apiRoutesOf = (app: Express) =>
  [...new Set(collectRoutes(app.router))].filter((route) => / \/api(\/|$)/.test(route));
