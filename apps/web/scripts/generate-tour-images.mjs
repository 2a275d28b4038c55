/**
 * Renders the academy-tour illustrations (SVG scenes authored in ./tour-images) to the responsive
 * AVIF and WebP files the tour page serves, plus the JPEG used as the Open Graph image.
 *
 * Run from apps/web: `pnpm images:tour`. The output is committed, so the build needs no sharp.
 */
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { lessonRoom1, lessonRoom2, practiceRoom } from './tour-images/scenes-lessons.mjs';
import { lobby, lobbyLounge, restroom } from './tour-images/scenes-common.mjs';
import { lounge } from './tour-images/scenes-lounge.mjs';

// Must match TOUR_IMAGE_WIDTHS and the space ids in src/features/site/lib/tour-images.ts.
const WIDTHS = [480, 960, 1440];
const SCENES = {
  lounge,
  'lesson-room-1': lessonRoom1,
  'lesson-room-2': lessonRoom2,
  'practice-room': practiceRoom,
  restroom,
  lobby,
  'lobby-lounge': lobbyLounge,
};
const OG_SCENE = 'lounge';
const OG_SIZE = { width: 1200, height: 630 };

// Flat illustrations compress far better than photos; these settings keep edges crisp.
const AVIF = { quality: 52, effort: 6, chromaSubsampling: '4:2:0' };
const WEBP = { quality: 78, effort: 6, smartSubsample: true };

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/images/tour');

async function renderScene(name, draw) {
  const svg = Buffer.from(draw());
  const files = [];
  for (const width of WIDTHS) {
    const resized = () => sharp(svg).resize({ width });
    const base = path.join(outDir, `${name}-${width}`);
    await resized().avif(AVIF).toFile(`${base}.avif`);
    await resized().webp(WEBP).toFile(`${base}.webp`);
    files.push(`${base}.avif`, `${base}.webp`);
  }
  return files;
}

async function renderOgImage() {
  const file = path.join(outDir, `${OG_SCENE}-og.jpg`);
  await sharp(Buffer.from(SCENES[OG_SCENE]()))
    .resize({ ...OG_SIZE, fit: 'cover', position: 'centre' })
    .jpeg({ quality: 80, mozjpeg: true })
    .toFile(file);
  return file;
}

async function main() {
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  for (const [name, draw] of Object.entries(SCENES)) await renderScene(name, draw);
  await renderOgImage();

  const names = (await readdir(outDir)).sort();
  let total = 0;
  for (const name of names) {
    const { size } = await stat(path.join(outDir, name));
    total += size;
    process.stdout.write(`${name.padEnd(28)} ${(size / 1024).toFixed(1).padStart(7)} KB\n`);
  }
  process.stdout.write(`${names.length} files, ${(total / 1024).toFixed(1)} KB in total\n`);
}

await main();
