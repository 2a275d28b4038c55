import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from '@/app/App';
import '@/styles/global.css';

// zod probes for `new Function` to speed up parsing; the Content-Security-Policy forbids it
// (no 'unsafe-eval'), so skip the probe instead of logging a violation on every page load.
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
