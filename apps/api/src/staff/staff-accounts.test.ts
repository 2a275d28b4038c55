import { withOwnLogin } from '../../test/factories/members.js';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE_MESSAGES,
  FEEDBACK_MESSAGES,
  STAFF_ACCOUNT_MESSAGES,
  VALIDATION_MESSAGES,
  ZCreateStaffResponse,
  ZStaffAccount,
  ZStaffAccountList,
  staffOperations,
  authOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent, signedInWithOwnPassword } from '../../test/auth-helpers.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { numberedPhone } from '../../test/factories/members.js';
import { callOperation } from '../../test/call-operation.js';

let serial = 0;
/** A valid new teacher; each call has its own login id and address. */
function newTeacher(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  serial += 1;
  return {
    loginId: `teacher.${serial}`,
    name: `김선생${serial}`,
    role: 'teacher',
    email: `teacher${serial}@example.com`,
    phoneNumber: numberedPhone('0107000', serial),
    ...overrides,
  };
}

describe('staff accounts (/api/teachers)', () => {
  const academy = useStaffDesk();

  /** Creates an account through the API as the demo admin, signs it in and sets its own password. */
  async function createSignedIn(overrides: Record<string, unknown> = {}) {
    const body = newTeacher(overrides);
    const res = await callOperation(academy.staff, staffOperations.createStaffAccount).send(body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const created = ZCreateStaffResponse.parse(res.body.data);
    const agent = await signedInWithOwnPassword(academy.testApp.app, {
      loginId: created.teacher.loginId,
      password: created.temporaryPassword,
    });
    return { ...created, agent };
  }

  const auditOf = (id: number, action: string) =>
    academy.testApp.database.prisma.auditLog.findMany({
      where: { entityType: 'staff', entityId: String(id), action },
    });

  describe('the last admin', () => {
    it('when the only admin would lose the role or be deleted, then 409 and they stay admin', async () => {
      expect(await academy.testApp.database.prisma.staff.count({ where: { role: 'admin' } })).toBe(
        1,
      );
      const demote = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: academy.adminId },
      })
        .set('Accept-Language', 'en')
        .send({ role: 'teacher' });
      expect([demote.status, demote.body.message]).toEqual([
        409,
        STAFF_ACCOUNT_MESSAGES.lastAdminDemotion.en,
      ]);
      const remove = await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
        params: { id: academy.adminId },
      }).set('Accept-Language', 'en');
      expect([remove.status, remove.body.message]).toEqual([
        409,
        STAFF_ACCOUNT_MESSAGES.deleteLastAdmin.en,
      ]);
      const stored = await academy.testApp.database.prisma.staff.findUniqueOrThrow({
        where: { id: academy.adminId },
      });
      expect(stored.role).toBe('admin');
      expect(await auditOf(academy.adminId, 'staff.update')).toHaveLength(0);
    });

    it('when another admin exists, then an admin may hand over the role but not delete themselves', async () => {
      const { teacher: second, agent } = await createSignedIn({ role: 'admin' });
      const self = await callOperation(agent, staffOperations.deleteStaffAccount, {
        params: { id: second.id },
      });
      expect([self.status, self.body.message]).toEqual([409, STAFF_ACCOUNT_MESSAGES.deleteSelf.ko]);
      const demoted = await callOperation(agent, staffOperations.updateStaffAccount, {
        params: { id: second.id },
      }).send({ role: 'teacher' });
      expect([demoted.status, demoted.body.data.role]).toEqual([200, 'teacher']);
      // Now a teacher: the admin-only calls are refused.
      expect(
        (await callOperation(agent, staffOperations.createStaffAccount).send(newTeacher())).status,
      ).toBe(403);
    });
  });

  describe('who may call', () => {
    it('when a guest calls any of them, then 401', async () => {
      const guest = request(academy.testApp.app);
      const calls = [
        callOperation(guest, staffOperations.listStaffAccounts),
        callOperation(guest, staffOperations.getStaffAccount, { params: { id: academy.adminId } }),
        callOperation(guest, staffOperations.createStaffAccount).send(newTeacher()),
        callOperation(guest, staffOperations.updateStaffAccount, {
          params: { id: academy.adminId },
        }).send({
          name: '해커',
        }),
        callOperation(guest, staffOperations.deleteStaffAccount, {
          params: { id: academy.adminId },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect([res.status, res.body.success, res.body.data]).toEqual([401, false, null]);
      }
    });

    it('when a member calls any of them, then 403', async () => {
      const calls = [
        callOperation(academy.member, staffOperations.listStaffAccounts),
        callOperation(academy.member, staffOperations.getStaffAccount, {
          params: { id: academy.adminId },
        }),
        callOperation(academy.member, staffOperations.createStaffAccount).send(newTeacher()),
        callOperation(academy.member, staffOperations.updateStaffAccount, {
          params: { id: academy.adminId },
        }).send({ name: '해커' }),
        callOperation(academy.member, staffOperations.deleteStaffAccount, {
          params: { id: academy.adminId },
        }),
      ];
      for (const res of await Promise.all(calls)) {
        expect([res.status, res.body.message]).toEqual([403, FEEDBACK_MESSAGES.accessDenied.ko]);
      }
    });

    it('when a teacher creates or deletes an account, then 403 and nothing changes', async () => {
      const { agent, teacher } = await createSignedIn();
      const before = await academy.testApp.database.prisma.staff.count();
      const created = await callOperation(agent, staffOperations.createStaffAccount).send(
        newTeacher(),
      );
      expect([created.status, created.body.message]).toEqual([
        403,
        FEEDBACK_MESSAGES.accessDenied.ko,
      ]);
      const deleted = await callOperation(agent, staffOperations.deleteStaffAccount, {
        params: { id: teacher.id },
      });
      expect(deleted.status).toBe(403);
      expect(await academy.testApp.database.prisma.staff.count()).toBe(before);
    });
  });

  describe('reading', () => {
    it('when staff list the accounts, then admins come first and no password hash is sent', async () => {
      const { agent } = await createSignedIn({ name: '가나다' });
      for (const caller of [academy.staff, agent]) {
        const res = await callOperation(caller, staffOperations.listStaffAccounts);
        expect(res.status).toBe(200);
        expect(res.text).not.toMatch(/password/i);
        const { teachers } = ZStaffAccountList.parse(res.body.data);
        expect(teachers[0]).toMatchObject({
          id: academy.adminId,
          loginId: DEMO.admin.loginId,
          role: 'admin',
        });
        expect(teachers.map((teacher) => teacher.name)).toContain('가나다');
        expect(Object.keys(teachers[0] ?? {}).sort()).toEqual(
          ['email', 'id', 'loginId', 'name', 'phoneNumber', 'role'].sort(),
        );
      }
    });

    it('when a teacher reads one account, then it comes back; an unknown id is 404', async () => {
      const { agent } = await createSignedIn();
      const res = await callOperation(agent, staffOperations.getStaffAccount, {
        params: { id: academy.adminId },
      });
      expect(res.status).toBe(200);
      expect(ZStaffAccount.parse(res.body.data)).toMatchObject({
        id: academy.adminId,
        role: 'admin',
      });
      const missing = await callOperation(agent, staffOperations.getStaffAccount, {
        params: { id: '999999' },
      }).set('Accept-Language', 'en');
      expect([missing.status, missing.body.message]).toEqual([404, FEEDBACK_MESSAGES.notFound.en]);
    });

    it('when the id is not a positive integer within range, then 400 on every route', async () => {
      for (const id of ['abc', '0', '-1', '1.5', '99999999999']) {
        const responses = await Promise.all([
          callOperation(academy.staff, staffOperations.getStaffAccount, { params: { id } }),
          callOperation(academy.staff, staffOperations.updateStaffAccount, { params: { id } }).send(
            { name: '이름' },
          ),
          callOperation(academy.staff, staffOperations.deleteStaffAccount, { params: { id } }),
        ]);
        for (const res of responses) {
          expect([id, res.status, res.body.success]).toEqual([id, 400, false]);
        }
      }
    });
  });

  describe('creating', () => {
    it('when the admin creates a teacher, then 201 with a temporary password that signs them in once stored hashed, and an audit entry', async () => {
      const body = newTeacher({ loginId: 'kim.drums', name: '  김드럼  ' });
      const res = await callOperation(academy.staff, staffOperations.createStaffAccount)
        .set('Accept-Language', 'en')
        .send(body);
      expect(res.status).toBe(201);
      expect(res.body.message).toBe('The account of 김드럼 has been created.');
      const { teacher, temporaryPassword } = ZCreateStaffResponse.parse(res.body.data);
      expect(teacher).toMatchObject({
        loginId: 'kim.drums',
        name: '김드럼',
        role: 'teacher',
        email: body.email,
        phoneNumber: body.phoneNumber,
      });
      expect(temporaryPassword).toMatch(/^[A-Za-z2-9]{10}$/);

      const stored = await academy.testApp.database.prisma.staff.findUniqueOrThrow({
        where: { id: teacher.id },
      });
      expect(stored.passwordHash).not.toContain(temporaryPassword);

      const agent = await signedInAgent(academy.testApp.app, {
        loginId: 'kim.drums',
        password: temporaryPassword,
      });
      const session = await callOperation(agent, authOperations.verifySession);
      expect(session.body.data).toMatchObject({
        userType: 'teacher',
        user: { teacherId: teacher.id, role: 'teacher' },
        mustChangePassword: true,
      });
      expect(stored.mustChangePassword).toBe(true);

      const audit = await auditOf(teacher.id, 'staff.create');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        staffId: academy.adminId,
        details: { loginId: 'kim.drums', name: '김드럼', role: 'teacher' },
      });
    });

    it('when the role and phone are left out, then a teacher without a phone number is created', async () => {
      const body = newTeacher({ phoneNumber: undefined, role: undefined });
      const res = await callOperation(academy.staff, staffOperations.createStaffAccount).send(body);
      expect(res.status).toBe(201);
      expect(res.body.data.teacher).toMatchObject({ role: 'teacher', phoneNumber: null });
    });

    it('when the admin creates an admin, then that account may create accounts too', async () => {
      const { agent } = await createSignedIn({ role: 'admin' });
      expect(
        (await callOperation(agent, staffOperations.createStaffAccount).send(newTeacher())).status,
      ).toBe(201);
    });

    it('when unknown fields are sent, then they are ignored and cannot set the password or id', async () => {
      const body = newTeacher({ id: 4242, passwordHash: 'chosen', password: 'chosen123' });
      const res = await callOperation(academy.staff, staffOperations.createStaffAccount).send(body);
      expect(res.status).toBe(201);
      expect(res.body.data.teacher.id).not.toBe(4242);
      const stored = await academy.testApp.database.prisma.staff.findUniqueOrThrow({
        where: { id: res.body.data.teacher.id },
      });
      expect(stored.passwordHash).not.toBe('chosen');
      const denied = await callOperation(request(academy.testApp.app), authOperations.login).send({
        loginId: body.loginId,
        password: 'chosen123',
      });
      expect(denied.status).toBe(401);
    });

    it('when a field is missing, malformed, too long or has control characters, then 400 naming it and nothing is stored', async () => {
      const before = await academy.testApp.database.prisma.staff.count();
      const cases: [Record<string, unknown>, string, string][] = [
        [
          newTeacher({ loginId: undefined }),
          'loginId',
          VALIDATION_MESSAGES.staffLoginIdRequired.ko,
        ],
        [newTeacher({ loginId: '1abc' }), 'loginId', VALIDATION_MESSAGES.staffLoginIdFormat.ko],
        [newTeacher({ loginId: 'ab' }), 'loginId', VALIDATION_MESSAGES.staffLoginIdFormat.ko],
        [
          newTeacher({ loginId: 's01012345678' }),
          'loginId',
          VALIDATION_MESSAGES.staffLoginIdReserved.ko,
        ],
        [
          newTeacher({ loginId: 'a'.repeat(51) }),
          'loginId',
          VALIDATION_MESSAGES.staffLoginIdFormat.ko,
        ],
        [newTeacher({ name: '   ' }), 'name', VALIDATION_MESSAGES.nameRequired.ko],
        [newTeacher({ name: '가'.repeat(51) }), 'name', VALIDATION_MESSAGES.tooLong.ko],
        [newTeacher({ name: '김\u0000선생' }), 'name', VALIDATION_MESSAGES.controlCharacters.ko],
        [newTeacher({ name: '김\u202e선생' }), 'name', VALIDATION_MESSAGES.controlCharacters.ko],
        [newTeacher({ name: 12 }), 'name', VALIDATION_MESSAGES.nameRequired.ko],
        [newTeacher({ email: 'not-an-email' }), 'email', VALIDATION_MESSAGES.emailInvalid.ko],
        [
          newTeacher({ email: `${'a'.repeat(250)}@example.com` }),
          'email',
          VALIDATION_MESSAGES.tooLong.ko,
        ],
        [newTeacher({ phoneNumber: '12345' }), 'phoneNumber', VALIDATION_MESSAGES.phoneInvalid.ko],
        [newTeacher({ role: 'owner' }), 'role', VALIDATION_MESSAGES.invalidValue.ko],
      ];
      for (const [body, field, message] of cases) {
        const res = await callOperation(academy.staff, staffOperations.createStaffAccount).send(
          body,
        );
        expect([field, res.status], JSON.stringify(res.body)).toEqual([field, 400]);
        expect(res.body.data.issues).toContainEqual({ path: field, message });
      }
      for (const body of [null, [], 'text', 42]) {
        const res = await callOperation(academy.staff, staffOperations.createStaffAccount)
          .set('Content-Type', 'application/json')
          .send(JSON.stringify(body));
        expect(res.status).toBe(400);
      }
      const huge = await callOperation(academy.staff, staffOperations.createStaffAccount).send(
        newTeacher({ name: 'x'.repeat(200_000) }),
      );
      expect(huge.status).toBe(413);
      expect(await academy.testApp.database.prisma.staff.count()).toBe(before);
    });

    it('when the login id is a staff member’s or a member’s, then 409 with a clear message', async () => {
      for (const loginId of [DEMO.admin.loginId, DEMO.student.loginId]) {
        const res = await callOperation(academy.staff, staffOperations.createStaffAccount)
          .set('Accept-Language', 'en')
          .send(newTeacher({ loginId }));
        expect([loginId, res.status, res.body.message]).toEqual([
          loginId,
          409,
          STAFF_ACCOUNT_MESSAGES.loginIdInUse.en,
        ]);
      }
    });

    it('when the e-mail is another account’s in any letter case, then 409 with a clear message', async () => {
      const { prisma } = academy.testApp.database;
      const student = await prisma.member.findUniqueOrThrow({
        where: { loginId: DEMO.student.loginId },
      });
      const staffEmail = (await prisma.staff.findUniqueOrThrow({ where: { id: academy.adminId } }))
        .email;
      for (const email of [withOwnLogin(student).email.toUpperCase(), staffEmail]) {
        const res = await callOperation(academy.staff, staffOperations.createStaffAccount).send(
          newTeacher({ email }),
        );
        expect([email, res.status, res.body.message]).toEqual([
          email,
          409,
          STAFF_ACCOUNT_MESSAGES.emailInUse.ko,
        ]);
      }
    });
  });

  describe('editing', () => {
    it('when the admin changes each field of a teacher, then the answer shows it (the new e-mail waits for its link) and the audit log records before and after', async () => {
      const { teacher } = await createSignedIn();
      const res = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({ name: '박선생', email: 'Park@Example.com', phoneNumber: null, role: 'admin' });
      expect([res.status, res.body.message]).toEqual([200, EMAIL_CHANGE_MESSAGES.staffLinkSent.ko]);
      expect(ZStaffAccount.parse(res.body.data)).toEqual({
        ...teacher,
        name: '박선생',
        phoneNumber: null,
        role: 'admin',
      });
      const audit = await auditOf(teacher.id, 'staff.update');
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        staffId: academy.adminId,
        details: {
          changes: {
            name: { from: teacher.name, to: '박선생' },
            phoneNumber: { from: teacher.phoneNumber, to: null },
            role: { from: 'teacher', to: 'admin' },
          },
          emailChangeTo: 'Park@Example.com',
        },
      });
    });

    it('when nothing really changes, then 200 and no audit entry; the own address in capitals is no clash', async () => {
      const { teacher } = await createSignedIn();
      const same = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({ name: teacher.name, email: teacher.email });
      expect(same.status).toBe(200);
      expect(await auditOf(teacher.id, 'staff.update')).toHaveLength(0);
      const capitals = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({ email: teacher.email.toUpperCase() });
      expect([capitals.status, capitals.body.data.email]).toEqual([
        200,
        teacher.email.toUpperCase(),
      ]);
      expect(await auditOf(teacher.id, 'staff.update')).toHaveLength(1);
    });

    it('when a teacher changes their own name, e-mail and phone, then 200 and the e-mail waits for its link', async () => {
      const { teacher, agent } = await createSignedIn();
      const res = await callOperation(agent, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      })
        .set('Accept-Language', 'en')
        .send({ name: '내이름', email: 'mine@example.com', phoneNumber: '0311234567' });
      expect([res.status, res.body.message]).toEqual([200, EMAIL_CHANGE_MESSAGES.staffLinkSent.en]);
      expect(res.body.data).toMatchObject({
        name: '내이름',
        phoneNumber: '0311234567',
        email: teacher.email,
      });
      expect((await auditOf(teacher.id, 'staff.update'))[0]?.staffId).toBe(teacher.id);
    });

    it('when a teacher edits another account or their own role, then 403 with a clear message and nothing changes', async () => {
      const { teacher, agent } = await createSignedIn();
      const other = await callOperation(agent, staffOperations.updateStaffAccount, {
        params: { id: academy.adminId },
      }).send({ name: '바꿈' });
      expect([other.status, other.body.message]).toEqual([
        403,
        STAFF_ACCOUNT_MESSAGES.onlyOwnAccount.ko,
      ]);
      // Even an empty body: whose account it is is decided first.
      expect(
        (
          await callOperation(agent, staffOperations.updateStaffAccount, {
            params: { id: academy.adminId },
          }).send({})
        ).status,
      ).toBe(403);
      const role = await callOperation(agent, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      })
        .set('Accept-Language', 'en')
        .send({ role: 'admin', name: '승격' });
      expect([role.status, role.body.message]).toEqual([
        403,
        STAFF_ACCOUNT_MESSAGES.roleAdminOnly.en,
      ]);
      const stored = await academy.testApp.database.prisma.staff.findUniqueOrThrow({
        where: { id: teacher.id },
      });
      expect([stored.name, stored.role]).toEqual([teacher.name, 'teacher']);
      const adminRow = await academy.testApp.database.prisma.staff.findUniqueOrThrow({
        where: { id: academy.adminId },
      });
      expect(adminRow.name).not.toBe('바꿈');
    });

    it('when the body is empty, has only unknown fields or a bad value, then 400', async () => {
      const { teacher } = await createSignedIn();
      const empty = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({});
      expect([empty.status, empty.body.message]).toEqual([
        400,
        VALIDATION_MESSAGES.nothingToUpdate.ko,
      ]);
      const unknown = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({ loginId: 'hijack', passwordHash: 'x' });
      expect([unknown.status, unknown.body.message]).toEqual([
        400,
        VALIDATION_MESSAGES.nothingToUpdate.ko,
      ]);
      for (const body of [
        { name: '\u0007삐' },
        { name: 'x'.repeat(51) },
        { email: 'no' },
        { phoneNumber: '02' },
        { role: 'owner' },
      ]) {
        expect(
          (
            await callOperation(academy.staff, staffOperations.updateStaffAccount, {
              params: { id: teacher.id },
            }).send(body)
          ).status,
        ).toBe(400);
      }
      const stored = await academy.testApp.database.prisma.staff.findUniqueOrThrow({
        where: { id: teacher.id },
      });
      expect(stored.loginId).toBe(teacher.loginId);
    });

    it('when the account does not exist, then 404', async () => {
      const res = await callOperation(academy.staff, staffOperations.updateStaffAccount, {
        params: { id: '999999' },
      }).send({ name: '없음' });
      expect([res.status, res.body.message]).toEqual([404, FEEDBACK_MESSAGES.notFound.ko]);
    });

    it('when the new e-mail is another account’s, then 409', async () => {
      const { teacher, agent } = await createSignedIn();
      const student = await academy.testApp.database.prisma.member.findUniqueOrThrow({
        where: { loginId: DEMO.student.loginId },
      });
      const res = await callOperation(agent, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({ email: withOwnLogin(student).email.toUpperCase() });
      expect([res.status, res.body.message]).toEqual([409, STAFF_ACCOUNT_MESSAGES.emailInUse.ko]);
    });
  });

  describe('deleting', () => {
    it('when the teacher has members’ weekly lesson slots, then 409 with a clear message in both languages', async () => {
      const { prisma } = academy.testApp.database;
      const { teacher } = await createSignedIn();
      const pupil = await prisma.member.create({
        data: {
          loginId: 'pupil.of.teacher',
          passwordHash: 'x',
          name: '제자',
          email: 'pupil@example.com',
          phoneNumber: '01077770001',
          teacherId: teacher.id,
        },
      });
      await prisma.weeklySlot.create({
        data: {
          memberId: pupil.id,
          teacherId: teacher.id,
          dayOfWeek: 3,
          startMinute: 20 * 60,
          endMinute: 21 * 60,
          effectiveFrom: new Date('2026-01-01T00:00:00.000Z'),
          effectiveUntil: new Date('2026-02-01T00:00:00.000Z'),
        },
      });
      for (const language of ['ko', 'en'] as const) {
        const res = await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
          params: { id: teacher.id },
        }).set('Accept-Language', language);
        expect([res.status, res.body.message]).toEqual([
          409,
          STAFF_ACCOUNT_MESSAGES.deleteHasLessons[language],
        ]);
      }
      expect(await prisma.staff.findUnique({ where: { id: teacher.id } })).not.toBeNull();
    });

    it('when the teacher has only a make-up lesson, past or to come, then 409 too and the make-up stays', async () => {
      const { prisma } = academy.testApp.database;
      const { teacher } = await createSignedIn();
      const pupil = await prisma.member.create({
        data: {
          loginId: 'makeup.pupil',
          passwordHash: 'x',
          name: '보강학생',
          email: 'makeup.pupil@example.com',
          phoneNumber: '01077770002',
          teacherId: academy.adminId,
        },
      });
      const credit = await prisma.makeupCredit.create({
        data: {
          memberId: pupil.id,
          source: 'staff_grant',
          expiresOn: new Date('2026-12-31T00:00:00.000Z'),
        },
      });
      const makeup = await prisma.makeupLesson.create({
        data: {
          creditId: credit.id,
          memberId: pupil.id,
          teacherId: teacher.id,
          lessonDate: new Date('2026-11-02T00:00:00.000Z'),
          startMinute: 15 * 60,
          endMinute: 16 * 60,
          status: 'booked',
        },
      });
      const res = await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
        params: { id: teacher.id },
      }).set('Accept-Language', 'en');
      expect([res.status, res.body.message]).toEqual([
        409,
        STAFF_ACCOUNT_MESSAGES.deleteHasLessons.en,
      ]);
      expect(await prisma.makeupLesson.findUnique({ where: { id: makeup.id } })).not.toBeNull();
    });

    it('when another admin deletes the academy’s default teacher, then 409', async () => {
      const { agent } = await createSignedIn({ role: 'admin' });
      const res = await callOperation(agent, staffOperations.deleteStaffAccount, {
        params: { id: academy.adminId },
      });
      expect([res.status, res.body.message]).toEqual([
        409,
        STAFF_ACCOUNT_MESSAGES.deleteDefaultTeacher.ko,
      ]);
    });

    it('when the account does not exist, then 404', async () => {
      const res = await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
        params: { id: '999999' },
      });
      expect([res.status, res.body.message]).toEqual([404, FEEDBACK_MESSAGES.notFound.ko]);
    });

    it('when a teacher with sessions, schedules, notifications and history is deleted, then it goes in one step: signed out, own rows gone, shared rows kept, audited', async () => {
      const { prisma } = academy.testApp.database;
      const { teacher, agent } = await createSignedIn();
      // Their own action, recorded under their id.
      expect(
        (
          await callOperation(agent, staffOperations.updateStaffAccount, {
            params: { id: teacher.id },
          }).send({ name: '곧떠남' })
        ).status,
      ).toBe(200);
      await prisma.personalSchedule.create({
        data: {
          teacherId: teacher.id,
          title: '합주',
          scheduleDate: new Date('2031-01-01T00:00:00.000Z'),
          startMinute: 600,
          endMinute: 660,
        },
      });
      await prisma.staffNotification.create({
        data: {
          staffId: teacher.id,
          category: 'lesson_request',
          title: '알림',
          titleEn: 'Notice',
          message: '확인',
          messageEn: 'Look',
        },
      });
      const handled = await prisma.inquiry.findFirstOrThrow();
      await prisma.inquiry.update({
        where: { id: handled.id },
        data: { repliedById: teacher.id },
      });
      const pupil = await prisma.member.findUniqueOrThrow({
        where: { loginId: DEMO.foreign.loginId },
      });
      await prisma.member.update({ where: { id: pupil.id }, data: { teacherId: teacher.id } });

      const res = await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
        params: { id: teacher.id },
      }).set('Accept-Language', 'en');
      expect([res.status, res.body.message, res.body.data]).toEqual([
        200,
        STAFF_ACCOUNT_MESSAGES.deleted.en,
        null,
      ]);

      expect(await prisma.staff.findUnique({ where: { id: teacher.id } })).toBeNull();
      expect((await callOperation(agent, staffOperations.listStaffAccounts)).status).toBe(401);
      expect(await prisma.authSession.count({ where: { staffId: teacher.id } })).toBe(0);
      expect(await prisma.personalSchedule.count({ where: { teacherId: teacher.id } })).toBe(0);
      expect(await prisma.staffNotification.count({ where: { staffId: teacher.id } })).toBe(0);
      expect(await prisma.accountEmail.count({ where: { staffId: teacher.id } })).toBe(0);
      expect(
        (await prisma.inquiry.findUniqueOrThrow({ where: { id: handled.id } })).repliedById,
      ).toBeNull();
      expect(
        (await prisma.member.findUniqueOrThrow({ where: { id: pupil.id } })).teacherId,
      ).toBeNull();
      // Their earlier action stays in the log, no longer linked to an account.
      const ownEdit = await auditOf(teacher.id, 'staff.update');
      expect(ownEdit.map((entry) => entry.staffId)).toEqual([null]);
      const deletion = await auditOf(teacher.id, 'staff.delete');
      expect(deletion).toHaveLength(1);
      expect(deletion[0]).toMatchObject({
        staffId: academy.adminId,
        details: { loginId: teacher.loginId, name: '곧떠남', role: 'teacher' },
      });
      // The address is free again.
      expect(
        (
          await callOperation(academy.staff, staffOperations.createStaffAccount).send(
            newTeacher({ email: teacher.email }),
          )
        ).status,
      ).toBe(201);
    });

    it('when the deletion is refused, then no audit entry is written', async () => {
      const before = await academy.testApp.database.prisma.auditLog.count();
      await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
        params: { id: academy.adminId },
      });
      await callOperation(academy.staff, staffOperations.deleteStaffAccount, {
        params: { id: '999999' },
      });
      expect(await academy.testApp.database.prisma.auditLog.count()).toBe(before);
    });
  });
});
