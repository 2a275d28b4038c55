import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import toast from 'react-hot-toast';
import { afterEach, beforeEach } from 'vitest';
import { loadDictionary, loadWords } from '@/i18n/dictionaries';
import { armConsoleGuard, checkConsoleGuard } from './console-guard';

// In the app English loads on demand (i18n/dictionaries.ts); tests switch languages at once.
// Korean's form, member and staff sections join it with their pages; tests render those pages
// on their own.
await loadDictionary('ENG');
await Promise.all([loadWords('forms'), loadWords('signedIn')]);

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

// What Testing Library does by itself when the runner's hooks are globals (here they are not):
// React then warns about a state update outside act(...), which the guard below turns into a
// failure instead of letting it pass unseen.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// An unexpected console.error or console.warn fails the test (see console-guard.ts). After-each
// hooks run last-registered first, so this check comes after the unmount below and catches what
// unmounting logs too.
beforeEach(armConsoleGuard);
afterEach(checkConsoleGuard);

afterEach(() => {
  cleanup();
  // The toast store outlives each render. Emptied once the toaster is unmounted, it updates no
  // component: emptied before, it would update the toaster outside act(...).
  toast.remove();
  window.localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
