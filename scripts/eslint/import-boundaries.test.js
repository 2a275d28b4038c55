import path from 'node:path';
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import { importBoundaries } from './import-boundaries.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const srcDir = path.resolve('apps/web/src');
const options = [{ srcDir }];

/** A case for the file at `file` (below src) with one line of source. */
const at = (file, code) => ({ code, filename: path.join(srcDir, file), options });

/** An invalid case whose one report names the specifier and the broken rule. */
const refused = (file, code, specifier, reason) => ({
  ...at(file, code),
  errors: [{ message: `${specifier}: ${reason}` }],
});

new RuleTester().run('academy/import-boundaries', importBoundaries, {
  valid: [
    at('components/form/Field.tsx', "import { cx } from '@/lib/class-names';"),
    at('components/form/Field.tsx', "import { FieldError } from './FieldError';"),
    at(
      'features/auth/routes/LoginPage.tsx',
      "import { useForm } from '@/components/form/use-form';",
    ),
    at('features/auth/routes/LoginPage.tsx', "import { messages } from '../../../i18n/messages';"),
    at(
      'features/auth/routes/LoginPage.tsx',
      "import { LoginForm } from '../components/LoginForm';",
    ),
    at('features/auth/routes/LoginPage.tsx', "import { login } from '@/features/auth/api/login';"),
    at('app/routes.tsx', "import { LoginPage } from '@/features/auth/routes/LoginPage';"),
    at('app/routes.tsx', "const page = () => import('@/features/site/routes/HomePage');"),
    at('app/routes.tsx', "import { SiteLayout } from '@/layouts/SiteLayout';"),
    at('main.tsx', "import { App } from './app/App';"),
    at('features/auth/LoginPage.test.tsx', "import { HomePage } from '@/features/site/HomePage';"),
    at('features/auth/routes/LoginPage.tsx', "import { z } from 'zod';"),
  ],
  invalid: [
    refused(
      'features/auth/routes/LoginPage.tsx',
      "import { HomeHero } from '@/features/site/components/HomeHero';",
      '@/features/site/components/HomeHero',
      'feature "auth" must not import feature "site"; move what both need to shared code',
    ),
    refused(
      'features/practice/api/book.ts',
      "export { MyBookings } from '../../notifications/MyBookings';",
      '../../notifications/MyBookings',
      'feature "practice" must not import feature "notifications"; move what both need to shared code',
    ),
    refused(
      'components/form/Field.tsx',
      "import { useAuth } from '@/features/auth/use-auth';",
      '@/features/auth/use-auth',
      'shared code must not import features or app',
    ),
    refused(
      'lib/session/app-session.ts',
      "export * from '../../app/routes';",
      '../../app/routes',
      'shared code must not import features or app',
    ),
    refused(
      'features/site/routes/HomePage.tsx',
      "const routes = () => import('@/app/routes');",
      '@/app/routes',
      'features must not import app',
    ),
  ],
});
