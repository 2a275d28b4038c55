/**
 * The attribute of a prerendered page's `#root` listing the app's modules (page-document.ts):
 * the entry first, then every chunk to preload beside it.
 */
export const MODULES_ATTRIBUTE = 'data-modules';

/** The latest a prerendered page waits for its first paint before it starts the app. */
export const PAINT_WAIT_MS = 3000;

type TStartEnvironment = {
  document: Document;
  performance: Pick<Performance, 'getEntriesByType'>;
  PerformanceObserver: typeof PerformanceObserver | undefined;
  setTimeout: (run: () => void, ms: number) => unknown;
  importModule: (url: string) => Promise<unknown>;
};

/** Only the build's own chunks, so a changed attribute cannot make the page load anything else. */
const isAppModule = (url: string) => /^\/assets\/[\w.-]+\.js$/.test(url);

function appModules(document: Document): string[] {
  const listed = document.getElementById('root')?.getAttribute(MODULES_ATTRIBUTE) ?? '';
  return listed.split(/\s+/).filter(isAppModule);
}

/** Preloads the chunks side by side, then runs the entry (src/main.tsx), which imports them. */
function startApp(environment: TStartEnvironment): void {
  const [entry, ...chunks] = appModules(environment.document);
  if (!entry) return;
  const { head } = environment.document;
  for (const href of chunks) {
    const link = environment.document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    head.append(link);
  }
  void environment.importModule(entry);
}

/** Runs `run` once the page has painted, at once when it already has or never will. */
function afterFirstPaint(environment: TStartEnvironment, run: () => void): void {
  const { document, performance, PerformanceObserver: Observer } = environment;
  const painted = performance.getEntriesByType('paint').length > 0;
  const reportsPaint = Observer?.supportedEntryTypes?.includes('paint') ?? false;
  if (!Observer || painted || !reportsPaint || document.visibilityState !== 'visible') {
    run();
    return;
  }
  let started = false;
  const observer = new Observer(() => once());
  function once() {
    if (started) return;
    started = true;
    observer.disconnect();
    run();
  }
  observer.observe({ type: 'paint', buffered: true });
  // A tab hidden before its first frame never paints: it starts anyway.
  environment.setTimeout(once, PAINT_WAIT_MS);
}

/**
 * The script of a prerendered guest page (src/app/prerender/boot.ts). The page is readable
 * from its HTML alone, so the app's code is requested only once that copy is on screen: the
 * first paint never waits for scripts to download, compile or run, and shares neither the
 * connection nor the main thread with them (docs/decisions/0062).
 */
export function startAfterFirstPaint(environment: TStartEnvironment): void {
  afterFirstPaint(environment, () => startApp(environment));
}
