// The only script a prerendered guest page loads at first (page-document.ts): it starts the app
// once the page has painted, and meanwhile counts taps on the copy's language toggle for the app
// to apply. A build entry of its own (vite.config.ts) that imports nothing of the app's, so it
// stays one small request (the bundle budget checks it).
import { countLanguageTaps } from './language-taps';
import { startAfterFirstPaint } from './start-after-paint';

const root = document.getElementById('root');
if (root) countLanguageTaps(root);

startAfterFirstPaint({
  document,
  performance,
  PerformanceObserver: typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver,
  setTimeout: (run, ms) => window.setTimeout(run, ms),
  importModule: (url) => import(/* @vite-ignore */ url),
});
