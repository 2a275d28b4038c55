import path from 'node:path';
import { SRC_DIR_OPTION, specifierListeners } from './import-specifiers.js';

/**
 * The API's one-way imports (docs/architecture.md, "The API's layers"). Every folder of
 * apps/api/src, and each file at its root, has a layer; a file imports its own folder and the
 * folders of lower layers only, so two folders of one layer never import each other. Lowest first.
 * Composition (the entry points, the job registry, every *-cli.ts and seed/) sits above them all.
 * Tests may import anything.
 */
export const API_LAYERS = [
  // Shared kernel: what any folder may use.
  ['generated', 'types'],
  ['lib'],
  ['config'],
  ['db', 'rate-limits', 'logger'],
  ['http', 'mail', 'text-messages', 'payments'],
  ['unit-of-work'],
  // Who is calling: tokens, sessions, guards, callers.
  ['auth'],
  // Routes on top of the guards; accounts shared by members and staff; the API's description.
  ['routing', 'accounts', 'openapi', 'web'],
  ['jobs', 'health'],
  // Domain: the calendar (lessons, closures, own hours, credits held) first; everything reads it.
  [
    'schedule',
    'notifications',
    'email-change',
    'inquiries',
    'sign-in',
    'text-message-reports',
    'text-message-templates',
    'text-message-usage',
    'text-message-log',
  ],
  [
    'makeups',
    'practice',
    'tuition',
    'staff',
    'teacher-schedule',
    'members',
    'reminders',
    'families',
    'practice-log',
  ],
  // A closure earns makeup credits and cancels practice bookings; an approved lesson application
  // issues its first tuition due; attendance earns and spends credits.
  ['attendance', 'closures', 'calendar-feed', 'applications', 'online-payments'],
  // A processed schedule change takes back the moved lesson's absence notice; a one-day
  // application is taken in by the application form the lesson application defines; a check-in
  // marks attendance; an approved pause may release a weekly slot.
  // A lesson note names a lesson as attendance does and shows the practice log before it.
  // The member overview reads a member's attendance, dues, requests and calendar feed.
  [
    'schedule-changes',
    'oneday',
    'checkin',
    'pauses',
    'lesson-notes',
    'consultation-notes',
    'member-overview',
  ],
  // The staff's "Today" reads the day's lessons as attendance does, the month's dues as tuition
  // totals them, and the requests of every domain waiting for staff.
  ['today'],
];

/** Files that wire everything together and are imported by nothing in src. */
const ROOT_COMPOSITION = new Set(['app', 'server', 'main', 'job-registry']);
const COMPOSITION = 'composition';

const LAYER_OF = new Map(API_LAYERS.flatMap((names, layer) => names.map((name) => [name, layer])));
LAYER_OF.set(COMPOSITION, API_LAYERS.length);

/** The area a file (or an import's target, with or without its extension) belongs to. */
export function apiAreaOf(file, srcDir) {
  const relative = path.relative(srcDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  const parts = relative.split(path.sep);
  const base = parts.at(-1).replace(/\.(js|ts)$/, '');
  if (base.endsWith('-cli')) return COMPOSITION;
  if (parts[0] === 'seed') return COMPOSITION;
  if (parts.length === 1) return ROOT_COMPOSITION.has(base) ? COMPOSITION : base;
  return parts[0];
}

function violation(from, to) {
  if (from === to) return null;
  if (!LAYER_OF.has(to)) return `"${to}" has no layer; give it one in scripts/eslint/api-layers.js`;
  const fromLayer = LAYER_OF.get(from);
  const toLayer = LAYER_OF.get(to);
  if (toLayer < fromLayer) return null;
  if (toLayer === fromLayer) {
    return `"${from}" must not import "${to}" of its own layer; move what both need down a layer`;
  }
  return `"${from}" must not import "${to}" of a higher layer; move it down or pass it in from above`;
}

/** @type {import('eslint').Rule.RuleModule} */
export const apiLayers = {
  meta: {
    type: 'problem',
    docs: {
      description: "The API's folders import their own folder and lower layers only.",
    },
    schema: SRC_DIR_OPTION,
  },
  create(context) {
    const srcDir = path.resolve(context.cwd, context.options[0].srcDir);
    const file = context.filename;
    if (/\.test\.ts$/.test(file)) return {};
    const from = apiAreaOf(file, srcDir);
    if (from === null) return {};
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = apiAreaOf(path.resolve(path.dirname(file), specifier), srcDir);
      if (to === null) return;
      const reason = LAYER_OF.has(from)
        ? violation(from, to)
        : `"${from}" has no layer; give it one in scripts/eslint/api-layers.js`;
      if (reason) context.report({ node, message: `${specifier}: ${reason}` });
    };
    return specifierListeners(check);
  },
};
