import { FEEDBACK_MESSAGES, VALIDATION_MESSAGES, authOperations } from '@academy/contracts';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productionCliEnv, runCli } from '../../test/run-cli.js';
import { newDatabaseOfThePass, type PassDatabase } from '../../test/template-copies.js';
import { createApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import { openDatabase } from '../db/database.js';
import { createLogger } from '../logger/logger.js';
import { CREATE_ADMIN_MESSAGES } from './create-admin-messages.js';
import { callOperation } from '../../test/call-operation.js';

const CLI = 'src/accounts/create-admin-cli.ts';

/**
 * pnpm admin:create as an operator runs it on a production deployment: on the embedded database,
 * and on a new PostgreSQL database in that pass of the suite.
 */
describe('pnpm admin:create', { timeout: 240_000 }, () => {
  let database: PassDatabase;
  let production: Record<string, string>;
  beforeAll(async () => {
    database = await newDatabaseOfThePass({ migrated: false });
    production = productionCliEnv(database.env);
  });
  afterAll(() => database.drop());
  const flags = (loginId: string, email: string) => [
    '--login-id',
    loginId,
    '--name',
    '박지훈',
    '--email',
    email,
    '--phone',
    '010-5555-6666',
  ];

  /** The command with the usual flags: the password read from stdin when given, else generated. */
  const createAdmin = (loginId: string, email: string, stdinPassword?: string) =>
    stdinPassword === undefined
      ? runCli(CLI, [...flags(loginId, email), '--generate-password'], { env: production })
      : runCli(CLI, [...flags(loginId, email), '--password-stdin'], {
          env: production,
          input: stdinPassword,
        });

  async function signIn(credentials: { loginId: string; password: string }) {
    const config = loadConfig({ NODE_ENV: 'test', WEB_DIST_DIR: 'does-not-exist' });
    // The command migrated the database; checking that again here cost each sign-in a schema
    // engine run.
    const opened = await openDatabase({ ...database.options, migrate: false });
    try {
      const app = createApp({ config, database: opened, logger: createLogger(config) });
      const login = await callOperation(request(app), authOperations.login).send(credentials);
      return {
        status: login.status,
        role: login.body.data?.user?.role as unknown,
        mustChangePassword: login.body.data?.mustChangePassword as unknown,
      };
    } finally {
      await opened.close();
    }
  }

  it('when run without a terminal on a new database, then it migrates it, creates the admin with a generated password shown once, and that admin signs in and must set a new one', async () => {
    const run = await createAdmin('owner', 'owner@example.com');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Database migrated: .*_account_emails/);
    expect(run.stdout).toContain('Admin account created: login ID "owner"');
    const password = /shown only this once: (\S+)/.exec(run.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(run.stdout).toContain('the first sign-in asks for a new password');
    expect(await signIn({ loginId: 'owner', password: password ?? '' })).toEqual({
      status: 200,
      role: 'admin',
      mustChangePassword: true,
    });
  });

  it('when the password comes on stdin, then it is used, never printed, and kept at sign-in', async () => {
    const run = await createAdmin('second', 'second@example.com', 'a-chosen-pass-2026\n');
    expect(run.code, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).not.toContain('a-chosen-pass-2026');
    expect(await signIn({ loginId: 'second', password: 'a-chosen-pass-2026' })).toEqual({
      status: 200,
      role: 'admin',
      mustChangePassword: false,
    });
  });

  it('when the password on stdin is too common, then it is refused in both languages and nothing is created', async () => {
    const run = await createAdmin('third', 'third@example.com', 'password1\n');
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(VALIDATION_MESSAGES.passwordTooCommon.en);
    expect(run.stderr).toContain(VALIDATION_MESSAGES.passwordTooCommon.ko);
    expect((await signIn({ loginId: 'third', password: 'password1' })).status).toBe(401);
  });

  it('when the login id or the e-mail address is taken, then it says which and exits 1', async () => {
    const sameId = await createAdmin('owner', 'new@example.com');
    expect([sameId.code, sameId.stderr.trim()]).toEqual([
      1,
      `${CREATE_ADMIN_MESSAGES.loginIdInUse.en} / ${CREATE_ADMIN_MESSAGES.loginIdInUse.ko}`,
    ]);
    const sameEmail = await createAdmin('fourth', 'OWNER@Example.com');
    expect([sameEmail.code, sameEmail.stderr.trim()]).toEqual([
      1,
      `${FEEDBACK_MESSAGES.emailInUse.en} / ${FEEDBACK_MESSAGES.emailInUse.ko}`,
    ]);
  });

  it('when a required field is missing without a terminal, then it names the flag and creates nothing', async () => {
    const run = await runCli(CLI, ['--login-id', 'fifth', '--generate-password'], {
      env: production,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('--name is required');
  });
});
