import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { chunkReportPlugin } from './scripts/chunk-report-plugin';

const API_TARGET = 'http://localhost:3002';

export default defineConfig({
  plugins: [react(), chunkReportPlugin()],
  resolve: { tsconfigPaths: true },
  server: {
    port: 5173,
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    proxy: { '/api': { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // .vite/manifest.json: which chunks each page needs, preloaded by its prerendered copy.
    manifest: true,
    // All the app's styles are one file of about 14 kB gzip, in the first response's head: one
    // request instead of a render-blocking stylesheet per shared component on every page.
    cssCodeSplit: false,
    rolldownOptions: {
      // The app, and the small script a prerendered guest page starts it with once painted
      // (src/app/prerender/boot.ts, docs/decisions/0062).
      input: { index: 'index.html', boot: 'src/app/prerender/boot.ts' },
      output: {
        // Libraries change far less often than app code; separate chunks stay cached across deploys.
        // Only libraries every page needs share the "vendor" chunk: a catch-all group would pull
        // zod and date-fns into every guest's first download although only forms and calendars
        // use them (bundle budget, scripts/check-bundle-budget.mjs). The others are split where
        // they are used; react-hot-toast too, which loads once the first page is idle
        // (components/toaster/DeferredToaster.tsx).
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/,
              priority: 20,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/]js-cookie[\\/]/,
              priority: 10,
            },
            // TanStack Query comes with the first page that reads queries (src/app/with-queries.ts).
            {
              name: 'query',
              test: /node_modules[\\/]@tanstack[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
