import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach } from 'vitest';
import { loadDictionary } from '@/i18n/dictionaries';

// In the app English loads on demand (i18n/dictionaries.ts); tests switch languages at once.
await loadDictionary('ENG');

// The default one-second wait for findBy* is too short when the whole suite shares a busy CI
// machine; a screen that never arrives still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom implements neither scrolling (used by the router's scroll restoration) nor matchMedia
// (used by react-hot-toast to honour reduced motion).
window.scrollTo = () => undefined;
window.matchMedia = (query: string): MediaQueryList => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => undefined,
  removeListener: () => undefined,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  dispatchEvent: () => false,
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
