import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// The schema and migrations live in the repository's top-level prisma/ folder; the API runs
// from src/ in development and from a bundle in dist/ in production, so look upwards for it.
function findPrismaDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(dir, 'prisma', 'schema.prisma');
    if (existsSync(candidate)) return path.dirname(candidate);
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('prisma/schema.prisma not found above ' + import.meta.url);
    dir = parent;
  }
}

export const PRISMA_DIR = process.env.PRISMA_DIR ?? findPrismaDir();
export const SCHEMA_PATH = path.join(PRISMA_DIR, 'schema.prisma');
export const MIGRATIONS_DIR = path.join(PRISMA_DIR, 'migrations');
