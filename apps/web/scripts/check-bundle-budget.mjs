// Front-end budget, run after `vite build` (pnpm test:budget): the initial JavaScript of the
// guest routes is at most 110 kB gzip (docs/decisions/0060), and no member or staff code is in
// what a guest downloads.
//
// "Initial JavaScript" = the entry script of dist/index.html, its modulepreloads and every chunk
// they import statically, plus the boot script of the prerendered guest pages: what the browser
// fetches before the first render, the same for every route of the single-page app. Each page then loads its own chunk (and forms their validation
// with zod), and the first API request loads axios (a guest without a session sends none until
// a form is sent or a list is read); those totals are printed too, for information. Sizes are
// gzip at zlib's default level, as a server compresses them. Which source module went into which
// chunk comes from dist/.vite/chunks.json, written by scripts/chunk-report-plugin.ts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 110_000;

/** docs/product/screens-and-routes.md guest routes and the component each one renders (src/app/routes.tsx). */
const GUEST_PAGES = {
  '/': 'src/features/site/routes/HomePage.tsx',
  '/academy-tour': 'src/features/site/routes/AcademyTourPage.tsx',
  '/instructors': 'src/features/site/routes/InstructorsPage.tsx',
  '/lesson-request': 'src/features/applications/routes/LessonApplicationPage.tsx',
  '/one-day-class': 'src/features/oneday/routes/OneDayClassPage.tsx',
  '/contact': 'src/features/inquiries/routes/InquiryPage.tsx',
  '/contact/check': 'src/features/inquiries/routes/InquiryCheckPage.tsx',
  '/login': 'src/features/auth/routes/LoginPage.tsx',
  '/forgot-password': 'src/features/auth/routes/ForgotPasswordPage.tsx',
  '/privacy-policy': 'src/features/site/routes/PrivacyPolicyPage.tsx',
  '/terms-of-service': 'src/features/site/routes/TermsOfServicePage.tsx',
};

/**
 * Code only signed-in members or staff need: it must stay in chunks loaded on demand. The
 * lesson, one-day and inquiry domains also hold guest pages, so only their staff parts count.
 */
const SIGNED_IN_CODE = [
  {
    area: 'member',
    test: /^src\/(features\/[a-z-]+\/routes\/Member[A-Za-z]+\.tsx$|components\/member-area\/|app\/dashboards\/MemberDashboardPage\.tsx$|app\/lazy\/member-pages\.ts$|app\/MemberAreaLayout\.tsx$|layouts\/MemberLayout\.tsx$)/,
  },
  {
    area: 'staff',
    test: /^src\/(features\/[a-z-]+\/routes\/Staff[A-Za-z]+\.tsx$|features\/(lessons|oneday|inquiries)\/components\/(lesson-requests|oneday-requests|contacts)\/|features\/lessons\/api\/(approve-lesson-request|get-lesson-requests|reject-lesson-request)\.ts$|features\/oneday\/api\/(get-oneday-requests|update-oneday-status)\.ts$|features\/inquiries\/api\/(get-contacts|reply-contact)\.ts$|components\/staff-area\/|lib\/staff-queries\/|app\/dashboards\/StaffDashboardPage\.tsx$|app\/lazy\/staff-pages\.ts$|app\/StaffAreaLayout\.tsx$|layouts\/StaffLayout\.tsx$)/,
  },
  {
    area: 'member and staff domain',
    test: /^src\/features\/(members|teachers|notifications|announcements|practice|schedule|tuition|jobs|reminders|attendance|makeups|calendar-feed|families)\//,
  },
];

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(process.argv[2] ?? path.join(webDir, 'dist'));
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

function fail(message) {
  console.error(`bundle budget: ${message}`);
  process.exit(1);
}

for (const file of ['index.html', '.vite/chunks.json']) {
  if (!existsSync(path.join(distDir, file)))
    fail(`${file} is missing in ${distDir}: run vite build`);
}
const html = readFileSync(path.join(distDir, 'index.html'), 'utf8');
/** @type {import('./chunk-report-plugin').TChunkReportEntry[]} */
const chunks = JSON.parse(readFileSync(path.join(distDir, '.vite/chunks.json'), 'utf8'));
const chunkByFile = new Map(chunks.map((chunk) => [chunk.file, chunk]));

// What index.html makes the browser fetch before anything runs.
const htmlScripts = [
  ...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="\/([^"]+)"/g),
  ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
].map((match) => match[1]);
if (htmlScripts.length === 0) fail('index.html loads no module script');
for (const file of htmlScripts) {
  if (!chunkByFile.has(file)) fail(`index.html loads ${file}, which the build did not report`);
}

/** The chunks and everything they import statically (what loads together with them). */
function withStaticImports(files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    pending.push(...(chunkByFile.get(file)?.imports ?? []));
  }
  return seen;
}

const gzipSizes = new Map();
function gzipSize(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(path.join(distDir, file))).length);
  }
  return gzipSizes.get(file);
}
const totalGzip = (files) => [...files].reduce((sum, file) => sum + gzipSize(file), 0);

// A prerendered guest page loads the same scripts, after its first paint, through one small
// script of its own (docs/decisions/0062); it counts, and must stay one request.
const BOOT_SOURCE = 'src/app/prerender/boot.ts';
const boot = chunks.find((chunk) => chunk.modules.includes(BOOT_SOURCE));
if (!boot) fail(`no chunk holds ${BOOT_SOURCE}: has the prerendered pages' script moved?`);
const problems = [];
if (boot.imports.length > 0) {
  problems.push(`${BOOT_SOURCE} imports ${boot.imports.join(', ')}: it must stay one request`);
}
const initial = withStaticImports([...htmlScripts, boot.file]);
const initialBytes = totalGzip(initial);

/** Member or staff modules among `files`, as problem lines. */
function signedInCodeIn(files, where) {
  const found = [];
  for (const file of files) {
    for (const module of chunkByFile.get(file)?.modules ?? []) {
      const owner = SIGNED_IN_CODE.find(({ test }) => test.test(module));
      if (owner) found.push(`${where} loads ${owner.area} code: ${module} (in ${file})`);
    }
  }
  return found;
}

console.log(`Initial JavaScript of every guest route (budget ${kB(BUDGET_BYTES)} gzip):`);
for (const file of [...initial].sort()) console.log(`  ${kB(gzipSize(file)).padStart(9)}  ${file}`);
const verdict = initialBytes <= BUDGET_BYTES ? 'ok' : 'OVER BUDGET';
console.log(`  ${kB(initialBytes).padStart(9)}  total: ${verdict}\n`);
if (initialBytes > BUDGET_BYTES) {
  problems.push(`the initial JavaScript is ${kB(initialBytes)} gzip, over ${kB(BUDGET_BYTES)}`);
}
problems.push(...signedInCodeIn(initial, 'every page'));

// axios is imported by the first request (src/lib/http-client.ts), not before.
const apiClientFiles = [
  ...withStaticImports(
    chunks
      .filter((chunk) => chunk.modules.some((module) => /node_modules[\\/]axios[\\/]/.test(module)))
      .map((chunk) => chunk.file),
  ),
].filter((file) => !initial.has(file));
if (apiClientFiles.length === 0) problems.push('no chunk holds axios: the API client has moved?');
const apiClientBytes = totalGzip(apiClientFiles);
console.log(`API client (axios), loaded by the first request: ${kB(apiClientBytes)}\n`);

console.log(
  "With the API client and each page's own chunks, loaded once its route renders (for information):",
);
for (const [route, page] of Object.entries(GUEST_PAGES)) {
  const home = chunks.find((chunk) => chunk.modules.includes(page));
  if (!home) {
    problems.push(`${route}: ${page} is in no chunk (renamed? update GUEST_PAGES)`);
    continue;
  }
  const own = [...withStaticImports([home.file])].filter(
    (file) => !initial.has(file) && !apiClientFiles.includes(file),
  );
  const pageBytes = initialBytes + apiClientBytes + totalGzip(own);
  console.log(`  ${kB(pageBytes).padStart(9)}  ${route}`);
  problems.push(...signedInCodeIn(own, route));
}

// The member and staff areas must exist as chunks of their own, or the check above proves nothing.
console.log('');
for (const { area, test } of SIGNED_IN_CODE) {
  const files = chunks.filter((chunk) => chunk.modules.some((module) => test.test(module)));
  if (files.length === 0) problems.push(`no chunk holds ${area} code: has the folder moved?`);
  else
    console.log(`${area} code, loaded on demand: ${files.map((chunk) => chunk.file).join(', ')}`);
}

if (problems.length > 0) fail(`\n  ${problems.join('\n  ')}`);
console.log('bundle budget: ok');
