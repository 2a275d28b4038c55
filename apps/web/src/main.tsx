import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadGuestPage } from '@/app/guest-pages';
import { loadDictionary } from '@/i18n/dictionaries';
import { catchEarlyLanguageToggle } from '@/i18n/early-language-toggle';
import { getLanguageStorage, readStoredLanguage } from '@/i18n/language';
import { makeZodJitless } from '@/lib/zod-csp';
import '@/styles/global.css';

makeZodJitless();
const pageArrival = preloadGuestPage(window.location.pathname);
const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');
catchEarlyLanguageToggle(container);

// English is loaded on demand; a visitor who chose it sees it from the first paint. Offline,
// the page starts in Korean rather than not at all.
if (readStoredLanguage(getLanguageStorage()) === 'ENG') {
  await loadDictionary('ENG').catch(() => undefined);
}

// A guest page may arrive prerendered (src/app/prerender). React replaces that copy with the
// running page once the page's chunk is here, so the first commit is the same page again rather
// than a loading state in between.
if (container.dataset.prerendered) await pageArrival;

const root = createRoot(container);
// Rendered in a transition, React works in slices of a few milliseconds instead of one long
// task: a phone stays responsive while the page starts (Total Blocking Time, docs/performance.md).
startTransition(() => {
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
