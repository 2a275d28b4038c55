// pnpm admin:create — creates an admin account: how a real deployment gets its first admin.
import { parseArgs } from 'node:util';
import {
  formatIssuePath,
  issueMessageKey,
  VALIDATION_MESSAGES,
  ZNewAdminAccount,
  type TBilingualText,
} from '@academy/contracts';
import type { z } from 'zod';
import { ConfigError, loadConfig, readEnvironment } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { DataDirBusyError } from '../db/embedded-data-dir.js';
import { AppError } from '../http/app-error.js';
import { exitWith } from '../lib/cli-exit.js';
import { exitCodeOfExpectedFailure } from '../lib/cli-failure.js';
import { createAdmin, generateAdminPassword } from './create-admin.js';
import { createTerminalPrompter, type Prompter } from './terminal-prompts.js';

const USAGE = `usage: pnpm admin:create [--login-id <id>] [--name <name>] [--email <address>]
                         [--phone <number>] [--generate-password | --password-stdin]
In a terminal it asks for whatever is not given, and for a password (press Enter to have a strong
one generated). Without a terminal every field must be given; the password is read from stdin
with --password-stdin, or else generated. A generated password is printed once and is temporary:
the first sign-in with it must set a new password before anything else.`;

const OPTIONS = {
  'login-id': { type: 'string' },
  name: { type: 'string' },
  email: { type: 'string' },
  phone: { type: 'string' },
  'generate-password': { type: 'boolean', default: false },
  'password-stdin': { type: 'boolean', default: false },
  help: { type: 'boolean', default: false },
} as const;

type TOptions = ReturnType<typeof parseArgs<{ options: typeof OPTIONS }>>['values'];
const FIELDS = ZNewAdminAccount.shape;
const MAX_TRIES = 3;

/** Operators may read either language: both, English first. */
const bilingual = (text: TBilingualText) => `${text.en} / ${text.ko}`;

class InputError extends Error {}

function issuesText(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const field = formatIssuePath(issue.path);
      const text = bilingual(VALIDATION_MESSAGES[issueMessageKey(issue)]);
      return field ? `${field}: ${text}` : text;
    })
    .join('\n');
}

/** Asks until the answer passes the field's rule (a few times at most). */
async function askValid(prompter: Prompter, question: string, field: z.ZodType, hidden = false) {
  for (let tries = 1; ; tries += 1) {
    const answer = hidden ? await prompter.askHidden(question) : await prompter.ask(question);
    const checked = field.safeParse(answer);
    if (checked.success) return answer;
    console.error(issuesText(checked.error));
    if (tries === MAX_TRIES) throw new InputError('Too many invalid answers.');
  }
}

async function given(
  value: string | undefined,
  flag: string,
  question: string,
  field: z.ZodType,
  prompter: Prompter | null,
): Promise<string> {
  if (value !== undefined) return value;
  if (!prompter) throw new InputError(`--${flag} is required when not run in a terminal.`);
  return askValid(prompter, question, field);
}

async function readStdin(): Promise<string> {
  let text = '';
  process.stdin.setEncoding('utf8');
  for await (const chunk of process.stdin) text += String(chunk);
  return text.replace(/\r?\n$/, '');
}

/** The password and whether it was generated (then it is shown once). */
async function choosePassword(options: TOptions, prompter: Prompter | null) {
  if (options['password-stdin']) return { password: await readStdin(), generated: false };
  if (options['generate-password'] || !prompter) {
    return { password: generateAdminPassword(), generated: true };
  }
  const question = 'Password (Enter: generate a strong one): ';
  const first = await prompter.askHidden(question);
  if (first === '') return { password: generateAdminPassword(), generated: true };
  const checked = FIELDS.password.safeParse(first);
  if (!checked.success) throw new InputError(issuesText(checked.error));
  const again = await prompter.askHidden('Password again: ');
  if (again !== first) throw new InputError(bilingual(VALIDATION_MESSAGES.passwordConfirmMismatch));
  return { password: first, generated: false };
}

async function readAccount(options: TOptions, prompter: Prompter | null) {
  const loginId = await given(
    options['login-id'],
    'login-id',
    'Login ID: ',
    FIELDS.loginId,
    prompter,
  );
  const name = await given(options.name, 'name', 'Name: ', FIELDS.name, prompter);
  const email = await given(options.email, 'email', 'E-mail: ', FIELDS.email, prompter);
  const phone =
    options.phone ?? (await prompter?.ask('Phone number (optional, Enter to skip): ')) ?? '';
  const { password, generated } = await choosePassword(options, prompter);
  const account = ZNewAdminAccount.safeParse({
    loginId,
    name,
    email,
    phoneNumber: phone === '' ? undefined : phone.replace(/[\s-]/g, ''),
    password,
  });
  if (!account.success) throw new InputError(issuesText(account.error));
  return { account: account.data, generated };
}

async function main(argv: string[]): Promise<number> {
  let options: TOptions;
  try {
    options = parseArgs({ args: argv, options: OPTIONS }).values;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    console.error(USAGE);
    return 2;
  }
  if (options.help || (options['generate-password'] && options['password-stdin'])) {
    console.error(USAGE);
    return options.help ? 0 : 2;
  }
  // With --password-stdin, stdin carries the password: nothing can be asked.
  const interactive = process.stdin.isTTY && !options['password-stdin'];
  const prompter = interactive ? createTerminalPrompter() : null;
  try {
    const config = loadConfig(readEnvironment());
    const { account, generated } = await readAccount(options, prompter);
    const database = await openDatabase(config.database);
    try {
      if (database.appliedMigrations.length > 0) {
        console.log(`Database migrated: ${database.appliedMigrations.join(', ')}`);
      }
      const admin = await createAdmin(database.prisma, account, { mustChangePassword: generated });
      console.log(`Admin account created: login ID "${admin.loginId}" (staff id ${admin.id}).`);
      if (generated) {
        console.log(`Generated password, shown only this once: ${account.password}`);
        console.log('It is temporary: the first sign-in asks for a new password.');
      }
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (error instanceof AppError) {
      console.error(bilingual(error.text));
      return 1;
    }
    return exitCodeOfExpectedFailure(error, [InputError, ConfigError, DataDirBusyError]);
  } finally {
    prompter?.close();
  }
}

exitWith(await main(process.argv.slice(2)));
