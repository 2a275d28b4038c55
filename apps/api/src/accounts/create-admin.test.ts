import { FEEDBACK_MESSAGES, ZNewPassword, authOperations } from '@academy/contracts';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { signedInAgent } from '../../test/auth-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { AppError } from '../http/app-error.js';
import { createAdmin, GENERATED_PASSWORD_LENGTH, generateAdminPassword } from './create-admin.js';
import { CREATE_ADMIN_MESSAGES } from './create-admin-messages.js';
import { callOperation } from '../../test/call-operation.js';

const refusalOf = (creating: Promise<unknown>): Promise<unknown> =>
  creating.then(
    () => null,
    (error: unknown) => error,
  );

describe('createAdmin (pnpm admin:create)', () => {
  const suite = useTestApp();

  it('when an admin is created with a chosen password on an empty database, then it signs in over HTTP as an admin that keeps it, and an audit row records it', async () => {
    const { prisma } = suite.testApp.database;
    const admin = await createAdmin(prisma, {
      loginId: 'owner',
      name: '박지훈',
      email: 'Owner@Example.com',
      phoneNumber: '01055556666',
      password: 'drum-school-2026',
    });
    const agent = await signedInAgent(suite.testApp.app, {
      loginId: 'owner',
      password: 'drum-school-2026',
    });
    const verify = await callOperation(agent, authOperations.verifySession);
    expect(verify.body.data).toMatchObject({
      userType: 'teacher',
      user: { name: '박지훈', role: 'admin' },
      mustChangePassword: false,
    });
    expect(
      await prisma.auditLog.findMany({
        where: { entityType: 'staff', entityId: String(admin.id) },
      }),
    ).toEqual([
      expect.objectContaining({
        staffId: null,
        action: 'staff.create',
        details: {
          loginId: 'owner',
          role: 'admin',
          via: 'pnpm admin:create',
          mustChangePassword: false,
        },
      }),
    ]);
  });

  it.each([
    ['too short', '12345'],
    ['too common', 'password1'],
    ['longer than bcrypt reads', 'a'.repeat(73)],
  ])(
    'when the password is %s, then it is refused and no account is created',
    async (_why, password) => {
      const error = await refusalOf(
        createAdmin(suite.testApp.database.prisma, {
          loginId: 'weak',
          name: 'Weak',
          email: 'weak@example.com',
          password,
        }),
      );
      expect(error).toBeInstanceOf(ZodError);
      expect(await suite.testApp.database.prisma.staff.count({ where: { loginId: 'weak' } })).toBe(
        0,
      );
      const login = await callOperation(request(suite.testApp.app), authOperations.login).send({
        loginId: 'weak',
        password,
      });
      expect(login.status).not.toBe(200);
    },
  );

  it('when the login id belongs to a staff account or a member, then 409 and nothing is created', async () => {
    const { prisma } = suite.testApp.database;
    await prisma.member.create({
      data: {
        loginId: 'drummer',
        passwordHash: 'x',
        name: '회원',
        email: 'drummer@example.com',
        phoneNumber: '01070000001',
      },
    });
    for (const loginId of ['owner', 'drummer']) {
      const error = await refusalOf(
        createAdmin(prisma, {
          loginId,
          name: 'Copy',
          email: `${loginId}-copy@example.com`,
          password: 'drum-school-2026',
        }),
      );
      expect(error).toEqual(new AppError('LOGIN_ID_TAKEN', CREATE_ADMIN_MESSAGES.loginIdInUse));
    }
    expect(await prisma.staff.count()).toBe(1);
  });

  it("when the e-mail address is another account's in any letter case, then 409 and nothing is created", async () => {
    const { prisma } = suite.testApp.database;
    for (const email of ['OWNER@example.com', 'Drummer@EXAMPLE.com']) {
      const error = await refusalOf(
        createAdmin(prisma, {
          loginId: 'second',
          name: 'Second',
          email,
          password: 'drum-school-2026',
        }),
      );
      expect(error).toEqual(new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse));
    }
    expect(await prisma.staff.count({ where: { loginId: 'second' } })).toBe(0);
  });
});

describe('generateAdminPassword', () => {
  it('when a password is generated, then it passes the account rules and carries over 100 bits of randomness', () => {
    const passwords = Array.from({ length: 50 }, generateAdminPassword);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]+$/);
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(ZNewPassword.safeParse(password).success).toBe(true);
    }
    expect(new Set(passwords).size).toBe(passwords.length);
    const alphabetSize = 56;
    expect(GENERATED_PASSWORD_LENGTH * Math.log2(alphabetSize)).toBeGreaterThan(100);
  });
});
