// Bundles the API (with the shared contracts and the generated Prisma client) into dist/main.js,
// and `pnpm admin:create` into dist/create-admin.js so a production image (no tsx, no sources)
// can create its first admin.
import { build } from 'esbuild';
import { bundleOptions } from './bundle-options.mjs';

await build({
  ...bundleOptions,
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/accounts/create-admin-cli.ts' },
  outdir: 'dist',
});
console.log('api: built dist/main.js and dist/create-admin.js');
