import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.dirname(fileURLToPath(import.meta.url));
/** `import … from './x'`, `import type … from '../y'`, `export … from './z'`, over lines too. */
const RELATIVE_SPECIFIER = /^\s*(?:import|export)\s[^;]*?from\s+'(\.{1,2}\/[^']*)'/gms;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return sourceFiles(file);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [file] : [];
  });
}

function resolve(from: string, specifier: string): string | undefined {
  const target = path.resolve(path.dirname(from), specifier);
  return [`${target}.ts`, path.join(target, 'index.ts')].find((file) => existsSync(file));
}

/** Each file's relative imports, type-only ones included (they tie the modules just as well). */
function importGraph(): Map<string, string[]> {
  return new Map(
    sourceFiles(SRC).map((file) => {
      const source = readFileSync(file, 'utf8');
      const targets = [...source.matchAll(RELATIVE_SPECIFIER)].flatMap(
        ([, specifier]) => resolve(file, specifier ?? '') ?? [],
      );
      return [file, targets];
    }),
  );
}

/** Every cycle met by a depth-first walk, as the chain of files relative to src/. */
function cyclesOf(graph: Map<string, string[]>): string[] {
  const done = new Set<string>();
  const chain: string[] = [];
  const cycles: string[] = [];
  const visit = (file: string) => {
    chain.push(file);
    for (const next of graph.get(file) ?? []) {
      const at = chain.indexOf(next);
      if (at >= 0)
        cycles.push([...chain.slice(at), next].map((f) => path.relative(SRC, f)).join(' → '));
      else if (!done.has(next)) visit(next);
    }
    chain.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

describe('imports in the contracts', () => {
  it('when the modules are walked, then no chain of imports comes back to where it started', () => {
    const graph = importGraph();
    expect(graph.size).toBeGreaterThan(100);
    expect(cyclesOf(graph)).toEqual([]);
  });

  it('when a cycle is there, then the walk names it', () => {
    const graph = new Map([
      ['/a.ts', ['/b.ts']],
      ['/b.ts', ['/c.ts']],
      ['/c.ts', ['/a.ts']],
    ]);
    expect(cyclesOf(graph)).toHaveLength(1);
  });
});
