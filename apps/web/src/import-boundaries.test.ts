import { describe, expect, it } from 'vitest';

/**
 * bulletproof-react's one-way imports: shared code (components, config, i18n, layouts, lib) →
 * features → app. Features never import each other; only `src/app` composes them.
 */
const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const SHARED = new Set(['components', 'config', 'i18n', 'layouts', 'lib', 'styles']);

type TArea = { kind: 'app' | 'shared' | 'test' | 'root' } | { kind: 'feature'; name: string };

function areaOf(path: string): TArea {
  const [, , top, sub] = path.split('/');
  if (top === 'app') return { kind: 'app' };
  if (top === 'test') return { kind: 'test' };
  if (top === 'features' && sub) return { kind: 'feature', name: sub };
  if (top && SHARED.has(top)) return { kind: 'shared' };
  return { kind: 'root' };
}

function importTargets(file: string, source: string): string[] {
  const specifiers = [...source.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
  return specifiers.flatMap((specifier) => {
    if (!specifier) return [];
    if (specifier.startsWith('@/')) return [`/src/${specifier.slice(2)}`];
    if (specifier.startsWith('.')) return [new URL(specifier, `file://${file}`).pathname];
    return [];
  });
}

function violation(from: TArea, to: TArea): string | null {
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
    return 'shared code must not import features or app';
  }
  if (from.kind === 'feature' && to.kind === 'app') return 'features must not import app';
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return 'features must not import each other';
  }
  return null;
}

describe('import boundaries', () => {
  it('when the sources are scanned, then there are files to check', () => {
    expect(Object.keys(sources).length).toBeGreaterThan(20);
  });

  it('when any module imports another, then the import flows shared → features → app', () => {
    const problems = Object.entries(sources).flatMap(([file, source]) =>
      importTargets(file, source).flatMap((target) => {
        const reason = violation(areaOf(file), areaOf(target));
        return reason ? [`${file} → ${target}: ${reason}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });
});
