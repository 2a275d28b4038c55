// Second half of `pnpm build` in apps/web: bundles src/app/prerender for Node with the app's own
// Vite config, then writes the guest pages' HTML into dist (docs/performance.md, "Prerendered
// guest pages"). The Node bundle is temporary.
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.join(webDir, 'dist');
const bundleDir = path.join(webDir, 'node_modules', '.prerender');

await build({
  root: webDir,
  logLevel: 'warn',
  build: {
    ssr: 'src/app/prerender/prerender-pages.ts',
    outDir: bundleDir,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});

try {
  const { prerenderGuestPages } = await import(
    pathToFileURL(path.join(bundleDir, 'prerender-pages.js')).href
  );
  const manifest = await prerenderGuestPages(distDir);
  console.log(`prerendered ${Object.keys(manifest).length} guest pages in Korean and English`);
} finally {
  await rm(bundleDir, { recursive: true, force: true });
}
