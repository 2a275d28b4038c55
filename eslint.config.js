import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './scripts/eslint/import-boundaries.js';

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
