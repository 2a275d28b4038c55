import path from 'node:path';
import { SRC_DIR_OPTION, specifierListeners } from './import-specifiers.js';

/**
 * The web app's one-way imports (bulletproof-react): shared code (components, config, i18n,
 * layouts, lib, styles) → features → app. Features never import each other; only `src/app`
 * composes them. Tests and the entry point may import anything.
 */
const SHARED = new Set(['components', 'config', 'i18n', 'layouts', 'lib', 'styles']);

function areaOf(file, srcDir) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..')) return { kind: 'outside' };
  const [top, sub] = relative.split(path.sep);
  if (top === 'app') return { kind: 'app' };
  if (top === 'features' && sub) return { kind: 'feature', name: sub };
  if (SHARED.has(top)) return { kind: 'shared' };
  return { kind: 'root' };
}

function violation(from, to) {
  if (from.kind === 'shared' && (to.kind === 'feature' || to.kind === 'app')) {
    return 'shared code must not import features or app';
  }
  if (from.kind === 'feature' && to.kind === 'app') return 'features must not import app';
  if (from.kind === 'feature' && to.kind === 'feature' && from.name !== to.name) {
    return `feature "${from.name}" must not import feature "${to.name}"; move what both need to shared code`;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const importBoundaries = {
  meta: {
    type: 'problem',
    docs: {
      description: 'Imports flow shared → features → app; features never import each other.',
    },
    schema: SRC_DIR_OPTION,
  },
  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0].srcDir);
    const file = context.filename;
    if (/\.test\.tsx?$/.test(file)) return {};
    const from = areaOf(file, srcDir);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return;
      let target;
      if (specifier.startsWith('@/')) target = path.join(srcDir, specifier.slice(2));
      else if (specifier.startsWith('.')) target = path.resolve(path.dirname(file), specifier);
      else return;
      const reason = violation(from, areaOf(target, srcDir));
      if (reason) context.report({ node, message: `${specifier}: ${reason}` });
    };
    return specifierListeners(check);
  },
};
