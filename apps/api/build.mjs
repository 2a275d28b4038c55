// Bundles the API (with the shared contracts and the generated Prisma client) into dist/main.js,
// and `pnpm admin:create` into dist/create-admin.js so a production image (no tsx, no sources)
// can create its first admin. npm dependencies stay external, loaded from node_modules at run time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@academy/'));

await build({
  entryPoints: { main: 'src/main.ts', 'create-admin': 'src/accounts/create-admin-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external: external.flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
});
console.log('api: built dist/main.js and dist/create-admin.js');
