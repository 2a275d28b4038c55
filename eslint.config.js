import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { apiLayers } from './scripts/eslint/api-layers.js';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';

/** Only the unit of work writes notifications, queued mail and text messages and audit rows (0024). */
const SIDE_EFFECT_ROWS = {
  selector:
    'MemberExpression[object.property.name=/^(memberNotification|staffNotification|auditLog|mailOutbox|textMessage)$/][property.name=/^(create|createMany|upsert)$/]',
  message:
    'Notifications, mail, text messages and audit rows are written by the unit of work only.',
};
const SEND_SOON = {
  selector: "CallExpression[callee.property.name='sendSoon']",
  message: 'Delivery starts after commit, from the unit of work only.',
};
/**
 * A text message's state changes in the text-message modules only: the outbox sends it, the
 * delivery reports record what the provider confirms, the outbox job forgets settled rows (0032),
 * erasure empties a leaving member's (0036).
 */
const TEXT_MESSAGE_CHANGES = {
  selector:
    'MemberExpression[object.property.name="textMessage"][property.name=/^(update|updateMany|updateManyAndReturn|delete|deleteMany)$/]',
  message:
    'Text messages change in the outbox, the delivery reports, the outbox job and erasure only (docs/decisions/0032).',
};
const TEXT_MESSAGE_WRITERS = [
  'apps/api/src/text-message-reports/text-message-report-repository.ts',
  'apps/api/src/jobs/text-message-outbox-job.ts',
  'apps/api/src/text-messages/text-message-erasure.ts',
];

/** The browser's blocking boxes; the web app asks and tells in its own dialogs instead (0052). */
const BROWSER_DIALOGS = ['alert', 'confirm', 'prompt'];
const BROWSER_DIALOG_MESSAGE =
  'Use the in-app dialogs: useConfirm() to ask, useNotice() or a toast or FormAlert to tell (docs/decisions/0052).';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/.data/**',
      'apps/api/src/generated/**',
      'prisma/migrations/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: {
      'react-hooks': reactHooks,
      academy: { rules: { 'import-boundaries': importBoundaries } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'academy/import-boundaries': ['error', { srcDir: 'apps/web/src' }],
    },
  },
  {
    // Questions and notices are in-app dialogs (docs/decisions/0052): `useConfirm`, `useNotice`,
    // toasts and form alerts, never the browser's own boxes.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'apps/web/src/test/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...BROWSER_DIALOGS.map((name) => ({ name, message: BROWSER_DIALOG_MESSAGE })),
      ],
      'no-restricted-properties': [
        'error',
        ...BROWSER_DIALOGS.flatMap((property) =>
          ['window', 'globalThis', 'self'].map((object) => ({
            object,
            property,
            message: BROWSER_DIALOG_MESSAGE,
          })),
        ),
      ],
    },
  },
  {
    // Functions a reader can hold: source functions stay under 80 lines (CODE_STYLE.md).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/test/**', 'apps/api/src/generated/**'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The API's folders import one way, down the layers (docs/architecture.md).
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'academy-api': { rules: { 'api-layers': apiLayers } } },
    rules: { 'academy-api/api-layers': ['error', { srcDir: 'apps/api/src' }] },
  },
  {
    // One pipeline for a change's side effects (docs/decisions/0024-one-unit-of-work.md): only the
    // unit of work writes notifications, queued mail and text messages and audit rows, and starts
    // delivery (0032).
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/unit-of-work/**',
      'apps/api/src/mail/outbox/**',
      'apps/api/src/text-messages/outbox/**',
      'apps/api/src/seed/**',
      'apps/api/src/server.ts',
      '**/*.test.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/mail/outbox/queue-mail.js',
                '**/text-messages/outbox/queue-text-messages.js',
                '**/audit/audit-log.js',
              ],
              message:
                'Tell people and audit through the unit of work (unit-of-work/unit-of-work.ts).',
            },
          ],
        },
      ],
      'no-restricted-syntax': ['error', SIDE_EFFECT_ROWS, SEND_SOON, TEXT_MESSAGE_CHANGES],
    },
  },
  {
    // The places besides the outbox that change text messages; they still create none.
    files: TEXT_MESSAGE_WRITERS,
    rules: { 'no-restricted-syntax': ['error', SIDE_EFFECT_ROWS, SEND_SOON] },
  },
  {
    // Build and CLI scripts report to the terminal on purpose.
    files: [
      'scripts/**',
      '**/*-cli.ts',
      'apps/api/build.mjs',
      'e2e/**',
      'bench/**',
      'apps/web/scripts/**',
    ],
    rules: { 'no-console': 'off' },
  },
);
