import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import { apiLayers } from './api-layers.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const srcDir = path.resolve('apps/api/src');
const options = [{ srcDir }];

/** A case for the file at `file` (below src) with one line of source. */
const at = (file, code) => ({ code, filename: path.join(srcDir, file), options });

/** An invalid case whose one report names the specifier and the broken rule. */
const refused = (file, code, specifier, reason) => ({
  ...at(file, code),
  errors: [{ message: `${specifier}: ${reason}` }],
});

// The API is TypeScript: type-only imports count as well.
new RuleTester({ languageOptions: { parser: tseslint.parser } }).run(
  'academy-api/api-layers',
  apiLayers,
  {
    valid: [
      at('closures/declare-closure.ts', "import { earnMakeupCredit } from '../makeups/earn.js';"),
      at('closures/declare-closure.ts', "import type { Config } from '../config/config.js';"),
      at(
        'closures/declare-closure.ts',
        "import { toClosure } from '../schedule/closures-mappers.js';",
      ),
      at('closures/declare-closure.ts', "import { helper } from './closures-repository.js';"),
      at('auth/auth-middleware.ts', "import { AppError } from '../http/app-error.js';"),
      at(
        'auth/verification-code/code.ts',
        "import type { UnitOfWork } from '../../unit-of-work/u.js';",
      ),
      at('lib/lesson-types.ts', "import type { LessonType } from '../generated/prisma/client.js';"),
      at('logger/logger.ts', "import type { Config } from '../config/config.js';"),
      at('app.ts', "import { createClosuresModule } from './closures/closures-module.js';"),
      at('app.ts', "import { JOB_DEFINITIONS } from './job-registry.js';"),
      at('server.ts', "import { seedDemoDataIfEmpty } from './seed/seed-demo-data.js';"),
      at('seed/seed-tuition.ts', "import { createIssueDues } from '../tuition/issue.js';"),
      at('db/migrate-cli.ts', "import { loadConfig } from '../config/config.js';"),
      at('accounts/create-admin-cli.ts', "import { loadConfig } from '../config/config.js';"),
      at('tuition/tuition-helpers.ts', "import type { TestApp } from '../../test/test-app.js';"),
      at('schedule/own-hours.test.ts', "import { declare } from '../closures/declare-closure.js';"),
      at('schedule/own-hours.ts', "import { z } from 'zod';"),
      at('schedule/own-hours.ts', "const later = () => import('./busy-times.js');"),
    ],
    invalid: [
      refused(
        'schedule/own-hours.ts',
        "import { toClosureDay } from '../closures/closures-mappers.js';",
        '../closures/closures-mappers.js',
        '"schedule" must not import "closures" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'tuition/issue-monthly-dues.ts',
        "import { toAnyLessonType } from '../applications/lesson-application-mappers.js';",
        '../applications/lesson-application-mappers.js',
        '"tuition" must not import "applications" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'makeups/book-makeup.ts',
        "import type { BookPracticeRoom } from '../practice/book-practice-room.js';",
        '../practice/book-practice-room.js',
        '"makeups" must not import "practice" of its own layer; move what both need down a layer',
      ),
      refused(
        'http/operation-router.ts',
        "export type { AuthGuards } from '../auth/auth-middleware.js';",
        '../auth/auth-middleware.js',
        '"http" must not import "auth" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'config/config.ts',
        "import { createLogger } from '../logger/logger.js';",
        '../logger/logger.js',
        '"config" must not import "logger" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'jobs/job-engine.ts',
        "import { JOB_DEFINITIONS } from '../job-registry.js';",
        '../job-registry.js',
        '"jobs" must not import "composition" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'db/migrator.ts',
        "export * from '../seed/seed-demo-data.js';",
        '../seed/seed-demo-data.js',
        '"db" must not import "composition" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'auth/auth-service.ts',
        "const members = () => import('../members/get-member-by-id.js');",
        '../members/get-member-by-id.js',
        '"auth" must not import "members" of a higher layer; move it down or pass it in from above',
      ),
      refused(
        'billing/invoice.ts',
        "import { AppError } from '../http/app-error.js';",
        '../http/app-error.js',
        '"billing" has no layer; give it one in scripts/eslint/api-layers.js',
      ),
      refused(
        'tuition/issue.ts',
        "import { invoice } from '../billing/invoice.js';",
        '../billing/invoice.js',
        '"billing" has no layer; give it one in scripts/eslint/api-layers.js',
      ),
    ],
  },
);
