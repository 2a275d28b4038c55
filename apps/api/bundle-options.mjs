// The esbuild options of the API's bundles: the production build (build.mjs), and the copies of
// the entry points that the tests start as processes (test/process-bundles.ts), so both load the
// same code the same way. npm dependencies stay external, loaded from node_modules at run time.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@academy/'));

export const bundleOptions = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
};
