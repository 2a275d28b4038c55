import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  applicationOperations,
  memberOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { addMember } from '../../test/factories/members.js';
import { isEmailTaken, isEmailTakenViolation } from './account-emails.js';
import { callOperation } from '../../test/call-operation.js';

const failureOf = (write: Promise<unknown>): Promise<unknown> =>
  write.then(
    () => null,
    (error: unknown) => error,
  );

describe('one e-mail address per account, members and staff together', () => {
  let testApp: TestApp;
  let prisma: PrismaClient;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    prisma = testApp.database.prisma;
  });
  afterAll(() => testApp.close());

  /** A member row written straight to the database, so only its constraints decide. */
  const createMember = (fields: { loginId: string; email: string; phoneNumber: string }) =>
    prisma.member.create({ data: { ...fields, passwordHash: 'x', name: fields.loginId } });

  it("when a member's own address is looked up for that member, then it is free; any other account's, including staff, is taken", async () => {
    const student = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    const foreign = await prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.foreign.loginId },
    });
    const ownEmail = (student.email ?? '').toUpperCase();
    expect(ownEmail).not.toBe('');
    expect(await isEmailTaken(prisma, ownEmail, student.id)).toBe(false);
    expect(await isEmailTaken(prisma, ownEmail, foreign.id)).toBe(true);
    expect(await isEmailTaken(prisma, ownEmail)).toBe(true);
    expect(await isEmailTaken(prisma, 'ADMIN@example.com', student.id)).toBe(true);
    expect(await isEmailTaken(prisma, 'nobody@example.com', student.id)).toBe(false);
  });

  it("when a member is created with the admin's address in another letter case, then the database refuses it as an e-mail conflict", async () => {
    const error = await failureOf(
      createMember({ loginId: 'taker', email: 'Admin@EXAMPLE.com', phoneNumber: '01030000001' }),
    );
    expect(isEmailTakenViolation(error)).toBe(true);
    expect(await prisma.member.count({ where: { loginId: 'taker' } })).toBe(0);
  });

  it("when staff are created with a member's address, or a member's address is changed to a staff one, then the database refuses both", async () => {
    const staffError = await failureOf(
      prisma.staff.create({
        data: { loginId: 'teacher2', passwordHash: 'x', name: 'T', email: 'STUDENT@example.com' },
      }),
    );
    expect(isEmailTakenViolation(staffError)).toBe(true);
    const member = await addMember(prisma, { name: '변경', phone: '01030000002' });
    const updateError = await failureOf(
      prisma.member.update({ where: { id: member.id }, data: { email: 'admin@Example.COM' } }),
    );
    expect(isEmailTakenViolation(updateError)).toBe(true);
  });

  it('when an address changes or its account is deleted, then the old address is free again', async () => {
    const member = await addMember(prisma, { name: '이사', phone: '01030000003' });
    expect(await isEmailTaken(prisma, member.email.toUpperCase())).toBe(true);
    await prisma.member.update({ where: { id: member.id }, data: { email: 'Moved@Example.com' } });
    expect(await isEmailTaken(prisma, member.email)).toBe(false);
    expect(await isEmailTaken(prisma, 'moved@example.com')).toBe(true);
    await prisma.member.delete({ where: { id: member.id } });
    expect(await isEmailTaken(prisma, 'moved@example.com')).toBe(false);
  });

  it('when another unique value (a phone number) is taken, then it is not mistaken for an e-mail conflict', async () => {
    const error = await failureOf(
      createMember({
        loginId: 'same-phone',
        email: 'same-phone@example.com',
        phoneNumber: DEMO.student.phoneNumber,
      }),
    );
    expect(error).not.toBeNull();
    expect(isEmailTakenViolation(error)).toBe(false);
  });
});

/**
 * Two staff requests that give one address to two accounts at the same moment. The test holds a
 * lock on the rows both requests write first, so both pass every check made before the write and
 * then write together: only the database's unique index can stop the second.
 */
describe.skipIf(!testDatabaseServerUrl)('racing for one address (PostgreSQL)', () => {
  let testApp: TestApp;
  let prisma: PrismaClient;
  let staff: Awaited<ReturnType<typeof signedInAgent>>;

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    prisma = testApp.database.prisma;
    staff = await signedInAgent(testApp.app, DEMO.admin);
  });
  afterAll(() => testApp.close());

  async function waitForBlockedRequests(count: number): Promise<void> {
    for (let tries = 0; tries < 200; tries += 1) {
      const [row] = await prisma.$queryRaw<{ blocked: number }[]>`
        SELECT count(*)::int AS blocked FROM pg_stat_activity
        WHERE datname = current_database() AND wait_event_type = 'Lock'`;
      if ((row?.blocked ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`${count} requests never waited for the held lock`);
  }

  /** Sends the requests while the rows are locked, then lets them go at once. */
  async function releasedTogether<T>(
    lockRows: (tx: Parameters<Parameters<PrismaClient['$transaction']>[0]>[0]) => Promise<unknown>,
    send: () => PromiseLike<T>[],
  ): Promise<T[]> {
    let requests: Promise<T>[] = [];
    await prisma.$transaction(
      async (tx) => {
        await lockRows(tx);
        // A supertest request starts when it is awaited: start them now.
        requests = send().map((request) => Promise.resolve(request));
        await waitForBlockedRequests(requests.length);
      },
      { timeout: 30_000 },
    );
    return Promise.all(requests);
  }

  it('when two applications with one address in different case are approved at once, then one member is created and the other approval gets a clear 409', async () => {
    const application = (n: number, email: string) =>
      prisma.lessonApplication.create({
        data: {
          name: `경쟁${n}`,
          birthDate: new Date('2001-05-05T00:00:00.000Z'),
          gender: 'female',
          phoneNumber: `0106666000${n}`,
          email,
          preferredTime: '월요일: 15:00',
          lessonType: 'general',
        },
      });
    const first = await application(1, 'race@example.com');
    const second = await application(2, 'RACE@Example.com');
    const teacherId = (
      await prisma.staff.findUniqueOrThrow({ where: { loginId: DEMO.admin.loginId } })
    ).id;
    const approve = (id: number, lessonDayOfWeek: string) =>
      callOperation(staff, applicationOperations.approveLessonApplication, { params: { id } }).send(
        {
          teacherId,
          lessonDayOfWeek,
          lessonStartTime: '10:00',
          lessonEndTime: '11:00',
          monthlyFee: 170000,
          isForeigner: false,
        },
      );

    const results = await releasedTogether(
      (tx) =>
        tx.$queryRaw`SELECT id FROM lesson_applications WHERE id IN (${first.id}, ${second.id}) FOR UPDATE`,
      () => [approve(first.id, 'Monday'), approve(second.id, 'Wednesday')],
    );

    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    const refused = results.find((res) => res.status === 409);
    expect(refused?.body.message).toBe(STAFF_MESSAGES.lessonEmailInUse.ko);
    expect(
      await prisma.member.count({
        where: { email: { equals: 'race@example.com', mode: 'insensitive' } },
      }),
    ).toBe(1);
    expect(
      await prisma.lessonApplication.count({
        where: { id: { in: [first.id, second.id] }, status: 'pending' },
      }),
    ).toBe(1);
  });

  it('when staff give two members one new address at once, then one edit is kept and the other gets a clear 409', async () => {
    const one = await addMember(prisma, { name: '하나', phone: '01066660011' });
    const two = await addMember(prisma, { name: '둘', phone: '01066660012' });

    const results = await releasedTogether(
      (tx) => tx.$queryRaw`SELECT id FROM members WHERE id IN (${one.id}, ${two.id}) FOR UPDATE`,
      () => [
        callOperation(staff, memberOperations.updateMember, { params: { id: one.id } }).send({
          email: 'shared@example.com',
        }),
        callOperation(staff, memberOperations.updateMember, { params: { id: two.id } }).send({
          email: 'Shared@Example.com',
        }),
      ],
    );

    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)?.body.message).toBe(
      FEEDBACK_MESSAGES.emailInUse.ko,
    );
    expect(await isEmailTaken(prisma, 'shared@example.com')).toBe(true);
    expect(
      await prisma.member.count({
        where: { email: { equals: 'shared@example.com', mode: 'insensitive' } },
      }),
    ).toBe(1);
  });
});
