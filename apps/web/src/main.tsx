import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/App';
import { preloadGuestPage } from '@/app/guest-pages';
import { loadDictionary } from '@/i18n/dictionaries';
import { getLanguageStorage, readStoredLanguage } from '@/i18n/language';
import { makeZodJitless } from '@/lib/zod-csp';
import '@/styles/global.css';

makeZodJitless();
preloadGuestPage(window.location.pathname);

// English is loaded on demand; a visitor who chose it sees it from the first paint. Offline,
// the page starts in Korean rather than not at all.
if (readStoredLanguage(getLanguageStorage()) === 'ENG') {
  await loadDictionary('ENG').catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
