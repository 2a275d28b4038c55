import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULES_ATTRIBUTE, PAINT_WAIT_MS, startAfterFirstPaint } from './start-after-paint';

/** A PerformanceObserver double: the test paints by calling `paint()`. */
function paintObserver(supported = ['paint']) {
  const observers: { callback: () => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private readonly entry: { callback: () => void; disconnected: boolean };
    constructor(callback: () => void) {
      this.entry = { callback, disconnected: false };
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  const paint = () => {
    for (const observer of observers) if (!observer.disconnected) observer.callback();
  };
  return { Observer: FakeObserver as unknown as typeof PerformanceObserver, paint };
}

function setUp(options: { painted?: boolean; supported?: string[]; modules?: string } = {}) {
  document.head.innerHTML = '';
  document.body.innerHTML = `<div id="root" ${MODULES_ATTRIBUTE}="${
    options.modules ?? '/assets/index-1.js /assets/react-2.js /assets/Page-3.js'
  }"></div>`;
  const { Observer, paint } = paintObserver(options.supported);
  const importModule = vi.fn(() => Promise.resolve());
  const timers: (() => void)[] = [];
  startAfterFirstPaint({
    document,
    performance: {
      getEntriesByType: () => (options.painted ? [{} as PerformanceEntry] : []),
    },
    PerformanceObserver: Observer,
    setTimeout: (run) => timers.push(run),
    importModule,
  });
  const preloads = () =>
    [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    );
  const runTimers = () => timers.forEach((run) => run());
  return { importModule, paint, preloads, runTimers };
}

describe('startAfterFirstPaint', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('when the copy has not painted yet, then nothing is requested until it has', () => {
    const { importModule, paint, preloads } = setUp();
    expect(importModule).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);

    paint();

    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-1.js');
    expect(preloads()).toEqual(['/assets/react-2.js', '/assets/Page-3.js']);
  });

  it('when the paint is reported and the wait ends too, then the app starts once', () => {
    const { importModule, paint, preloads, runTimers } = setUp();
    paint();
    runTimers();
    paint();
    expect(importModule).toHaveBeenCalledTimes(1);
    expect(preloads()).toHaveLength(2);
  });

  it(`when no paint comes (a tab hidden before its first frame), then the app starts after ${PAINT_WAIT_MS} ms`, () => {
    const { importModule, runTimers } = setUp();
    runTimers();
    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-1.js');
  });

  it('when the page has already painted, then the app starts at once', () => {
    const { importModule } = setUp({ painted: true });
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('when the browser reports no paints, then the app starts at once rather than wait', () => {
    const { importModule } = setUp({ supported: ['resource'] });
    expect(importModule).toHaveBeenCalledOnce();
  });

  it('when the page is hidden, then the app starts at once', () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { importModule } = setUp();
    expect(importModule).toHaveBeenCalledOnce();
    vi.restoreAllMocks();
  });

  it('when the list names anything but the build own scripts, then only those are loaded', () => {
    const { importModule, paint, preloads } = setUp({
      modules:
        '/assets/index-1.js https://evil.example/x.js /assets/../x.js javascript:alert(1) /assets/ok-2.js',
    });
    paint();
    expect(importModule).toHaveBeenCalledExactlyOnceWith('/assets/index-1.js');
    expect(preloads()).toEqual(['/assets/ok-2.js']);
  });

  it('when the list is missing, then nothing is loaded', () => {
    const { importModule, paint } = setUp({ modules: '' });
    paint();
    expect(importModule).not.toHaveBeenCalled();
  });
});
