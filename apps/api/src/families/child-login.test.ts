import { FAMILY_MESSAGES, familyOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addMember, numberedPhone } from '../../test/factories/members.js';
import { login } from '../../test/login-helpers.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

describe('staff give a child a login of their own', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, student: DEMO.student });
  const prisma = () => academy.testApp.database.prisma;
  let next = 1;
  const phone = () => numberedPhone('0106612', next++);

  /** A guardian and their child without a login. */
  async function family(name: string) {
    const guardian = await addMember(prisma(), { name: `${name}부모`, phone: phone() });
    const child = await prisma().member.create({
      data: { name, guardianId: guardian.id, guardianRelation: 'mother' },
    });
    return { guardian, child };
  }
  const give = (id: number, body: object, agent = academy.staff) =>
    callOperation(agent, familyOperations.giveChildLogin, { params: { id } }).send(body);

  it('when staff give a teenager a login, then they sign in with it and must set their own password; their guardian stays', async () => {
    const { guardian, child } = await family('로그인중학생');
    const teenPhone = phone();
    const res = await give(child.id, { phoneNumber: teenPhone, email: 'teen.own@example.com' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(FAMILY_MESSAGES.childLoginMade.ko);
    expect(res.body.data).toEqual({
      userId: child.id,
      loginId: `s${teenPhone}`,
      temporaryPassword: expect.stringMatching(/^\S{10}$/),
    });
    const signIn = await login(academy.testApp, `s${teenPhone}`, res.body.data.temporaryPassword);
    expect([signIn.status, signIn.body.data?.mustChangePassword]).toEqual([200, true]);
    const row = await prisma().member.findUniqueOrThrow({ where: { id: child.id } });
    expect([row.guardianId, row.phoneNumber, row.email]).toEqual([
      guardian.id,
      teenPhone,
      'teen.own@example.com',
    ]);
    const audit = await prisma().auditLog.count({
      where: { action: 'family.child_login', entityId: String(child.id) },
    });
    expect(audit).toBe(1);
  });

  it('when the member is nobody’s child, already has a login, or the phone or e-mail is another’s, then it is refused and nothing changes', async () => {
    const adult = await addMember(prisma(), { name: '어른회원', phone: phone() });
    const { child } = await family('거절자녀');
    const cases = [
      [adult.id, { phoneNumber: phone() }, 409, 'FAMILY_LINK_REFUSED'],
      [child.id, { phoneNumber: adult.phoneNumber }, 409, 'PHONE_TAKEN'],
      [child.id, { phoneNumber: phone(), email: adult.email }, 409, 'EMAIL_TAKEN'],
      [child.id, { phoneNumber: '0101' }, 400, 'VALIDATION_FAILED'],
      [2_000_000_000, { phoneNumber: phone() }, 404, 'NOT_FOUND'],
    ] as const;
    for (const [id, body, status, code] of cases) {
      const res = await give(id, body);
      expect([res.status, res.body.code], JSON.stringify(body)).toEqual([status, code]);
    }
    const row = await prisma().member.findUniqueOrThrow({ where: { id: child.id } });
    expect([row.loginId, row.passwordHash]).toEqual([null, null]);
    expect((await give(child.id, { phoneNumber: phone() })).status).toBe(201);
    const again = await give(child.id, { phoneNumber: phone() });
    expect([again.status, again.body.message]).toEqual([409, FAMILY_MESSAGES.childHasLogin.ko]);
  });

  it('when a member asks, then it is refused: only staff give logins', async () => {
    const { child } = await family('회원요청자녀');
    const res = await give(child.id, { phoneNumber: phone() }, academy.student);
    expect(res.status).toBe(403);
  });

  describe.skipIf(!testDatabaseServerUrl)('under simultaneous requests', () => {
    it('when two staff give the same child a login at once, then one login is made', async () => {
      const { child } = await family('동시로그인');
      const results = await Promise.all([
        give(child.id, { phoneNumber: phone() }),
        give(child.id, { phoneNumber: phone() }),
      ]);
      expect(results.map((res) => res.status).sort()).toEqual([201, 409]);
    });
  });
});
