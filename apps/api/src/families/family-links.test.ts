import { FAMILY_MESSAGES, familyOperations } from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addMember, numberedPhone } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

describe('staff link and unlink a guardian', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, student: DEMO.student });
  const prisma = () => academy.testApp.database.prisma;
  let nextPhone = 1;
  async function member(name: string) {
    const added = await addMember(prisma(), { name, phone: numberedPhone('0106611', nextPhone++) });
    phones.set(added.id, added.phoneNumber);
    return added;
  }
  /** A child in `guardianId`'s family, without a login; with a phone of their own when given. */
  async function childOf(guardianId: number, name: string, phoneNumber?: string) {
    const child = await prisma().member.create({
      data: { name, guardianId, guardianRelation: 'mother', phoneNumber: phoneNumber ?? null },
    });
    if (phoneNumber) phones.set(child.id, phoneNumber);
    return child;
  }

  const phones = new Map<number, string>();
  const link = (childId: number, guardianId: number, relationship = 'father') =>
    callOperation(academy.staff, familyOperations.linkGuardian, { params: { id: childId } }).send({
      guardianPhone: phones.get(guardianId) ?? '01099999999',
      relationship,
    });
  const unlink = (childId: number) =>
    callOperation(academy.staff, familyOperations.unlinkGuardian, { params: { id: childId } });

  let parent: Awaited<ReturnType<typeof member>>;
  beforeAll(async () => {
    parent = await member('연결부모');
  });

  it('when staff link a teenager with their own login to a parent, then the family has them and the audit says so', async () => {
    const teen = await member('연결십대');
    const res = await link(teen.id, parent.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(FAMILY_MESSAGES.guardianLinked.ko);
    expect(res.body.data).toEqual({
      userId: teen.id,
      guardian: { userId: parent.id, name: '연결부모', loginId: parent.loginId },
      relationship: 'father',
    });
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'family.link', entityId: String(teen.id) },
    });
    expect(audit.details).toMatchObject({ guardianId: parent.id, previousGuardianId: null });

    // And unlinked again: they can sign in and be reached on their own.
    const undone = await unlink(teen.id);
    expect([undone.status, undone.body.data.guardian]).toEqual([200, null]);
  });

  it.each([
    ['a member to themselves', 'sameMember'],
    ['a guardian who is somebody’s child', 'guardianIsChild'],
    ['a member who has children, as a child', 'childIsGuardian'],
    ['a guardian without a login of their own', 'guardianWithoutLogin'],
  ] as const)('when staff link %s, then 409 says why and nothing changes', async (_, reason) => {
    const other = await member('다른회원');
    const kid = await childOf(parent.id, '연결아이', numberedPhone('0106612', nextPhone++));
    const teen = await member('가족십대');
    await prisma().member.update({ where: { id: teen.id }, data: { guardianId: parent.id } });
    const cases = {
      sameMember: () => link(other.id, other.id),
      guardianIsChild: () => link(other.id, teen.id),
      childIsGuardian: () => link(parent.id, other.id),
      guardianWithoutLogin: () => link(other.id, kid.id),
    };
    const res = await cases[reason]();
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'FAMILY_LINK_REFUSED',
      FAMILY_MESSAGES[reason].ko,
    ]);
    const after = await prisma().member.findUniqueOrThrow({ where: { id: other.id } });
    expect(after.guardianId).toBeNull();
  });

  it('when staff unlink a child without a login of their own, then 409: nobody could reach them', async () => {
    const kid = await childOf(parent.id, '연결막내');
    const res = await unlink(kid.id);
    expect([res.status, res.body.message]).toEqual([409, FAMILY_MESSAGES.childWithoutLogin.ko]);
    const after = await prisma().member.findUniqueOrThrow({ where: { id: kid.id } });
    expect(after.guardianId).toBe(parent.id);
  });

  it('when the member is unknown, the body is wrong or a member asks, then it is refused', async () => {
    expect((await link(999_999, parent.id)).status).toBe(404);
    const nobody = await link(parent.id, 999_999);
    expect([nobody.status, nobody.body.message]).toEqual([
      404,
      FAMILY_MESSAGES.guardianNotFound.ko,
    ]);
    const teen = await member('검증십대');
    expect((await link(teen.id, parent.id, 'uncle')).status).toBe(400);
    const asMember = await callOperation(academy.student, familyOperations.linkGuardian, {
      params: { id: teen.id },
    }).send({ guardianPhone: parent.phoneNumber, relationship: 'mother' });
    expect(asMember.status).toBe(403);
  });

  // Simultaneous links only race on a server with many connections.
  describe.skipIf(!testDatabaseServerUrl)('under simultaneous links', () => {
    it('when two members are linked as each other’s guardian at once, then one link is made and no loop', async () => {
      const first = await member('동시첫째');
      const second = await member('동시둘째');
      const results = await Promise.all([link(first.id, second.id), link(second.id, first.id)]);
      expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
      const rows = await prisma().member.findMany({
        where: { id: { in: [first.id, second.id] } },
        select: { guardianId: true },
      });
      expect(rows.filter((row) => row.guardianId !== null)).toHaveLength(1);
    });
  });
});
