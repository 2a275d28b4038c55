import { familyOperations, toAcademyIsoDate } from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { seoulDate } from '../lib/seoul-time.js';

describe('deletion requests', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;
  let guardian: Awaited<ReturnType<typeof addSignedInMember>>;
  let adult: Awaited<ReturnType<typeof addSignedInMember>>;
  let childId: number;
  let otherChildId: number;

  beforeAll(async () => {
    const { testApp } = academy;
    guardian = await addSignedInMember(testApp, { name: '삭제엄마', phone: '01077001001' });
    adult = await addSignedInMember(testApp, {
      name: '삭제성인',
      phone: '01077001002',
      slot: { dayOfWeek: 2, startMinute: 11 * 60 },
    });
    const teacher = await prisma().staff.findFirstOrThrow({
      where: { loginId: DEMO.admin.loginId },
    });
    const child = await prisma().member.create({
      data: {
        name: '삭제아이',
        birthDate: new Date('2016-03-01'),
        guardianId: guardian.member.id,
        guardianRelation: 'mother',
        teacherId: teacher.id,
        lessonSchedules: {
          create: {
            teacherId: teacher.id,
            dayOfWeek: 3,
            startMinute: 11 * 60,
            endMinute: 12 * 60,
            effectiveFrom: seoulDate(-30),
          },
        },
      },
    });
    childId = child.id;
    const other = await addSignedInMember(testApp, { name: '남의부모', phone: '01077001003' });
    otherChildId = (
      await prisma().member.create({
        data: { name: '남의아이', guardianId: other.member.id, birthDate: new Date('2017-01-01') },
      })
    ).id;
  });

  const ask = (agent: typeof guardian.agent, userId: number) =>
    callOperation(agent, familyOperations.requestDeletion).send({ userId });

  it('when a member asks for their own data to be deleted, then the request is open, staff are told and it is audited', async () => {
    const res = await ask(adult.agent, adult.member.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      userId: adult.member.id,
      name: '삭제성인',
      requestedBy: { userId: adult.member.id },
      state: 'open',
    });
    const notices = await prisma().staffNotification.count({
      where: { category: 'deletion_request', relatedId: res.body.data.id },
    });
    expect(notices).toBeGreaterThan(0);
    const audit = await prisma().auditLog.count({
      where: { action: 'deletion_request.create', entityId: String(adult.member.id) },
    });
    expect(audit).toBe(1);
  });

  it('when the same member asks again while a request is open, then it is refused with DELETION_REQUEST_OPEN', async () => {
    const res = await ask(adult.agent, adult.member.id);
    expect([res.status, res.body.code]).toEqual([409, 'DELETION_REQUEST_OPEN']);
    expect(await prisma().deletionRequest.count({ where: { memberId: adult.member.id } })).toBe(1);
  });

  it("when a guardian asks for another family's child, then it is not found and nothing is recorded", async () => {
    const res = await ask(guardian.agent, otherChildId);
    expect([res.status, res.body.code]).toEqual([404, 'NOT_FOUND']);
    expect(await prisma().deletionRequest.count({ where: { memberId: otherChildId } })).toBe(0);
  });

  it('when a guardian asks for their child and for themselves, then both are listed on their side and for staff', async () => {
    expect((await ask(guardian.agent, childId)).status).toBe(200);
    expect((await ask(guardian.agent, guardian.member.id)).status).toBe(200);
    const own = await callOperation(guardian.agent, familyOperations.listOwnDeletionRequests);
    expect(own.status).toBe(200);
    expect(own.body.data.requests.map((r: { userId: number }) => r.userId).sort()).toEqual(
      [childId, guardian.member.id].sort(),
    );
    const staff = await callOperation(academy.staff, familyOperations.listDeletionRequests);
    expect(staff.status).toBe(200);
    const ids = staff.body.data.requests.map((r: { userId: number }) => r.userId);
    expect(ids).toEqual(expect.arrayContaining([adult.member.id, childId, guardian.member.id]));
  });

  const requestOf = async (memberId: number) =>
    (await prisma().deletionRequest.findFirstOrThrow({ where: { memberId, state: 'open' } })).id;
  const complete = (id: number) =>
    callOperation(academy.staff, familyOperations.completeDeletionRequest, { params: { id } });

  it('when staff complete a guardian’s request while a child has not left, then it is refused and the guardian stays', async () => {
    const res = await complete(await requestOf(guardian.member.id));
    expect([res.status, res.body.code]).toEqual([409, 'STATUS_TRANSITION_REFUSED']);
    const row = await prisma().member.findUniqueOrThrow({ where: { id: guardian.member.id } });
    expect([row.status, row.leftOn]).toEqual(['active', null]);
  });

  it("when staff complete the child's request, then the child leaves today, the lesson ends and the guardian is told; a second completion is refused", async () => {
    const id = await requestOf(childId);
    const res = await complete(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.state).toBe('completed');
    const child = await prisma().member.findUniqueOrThrow({ where: { id: childId } });
    expect(child.status).toBe('inactive');
    expect(child.leftOn && toAcademyIsoDate(child.leftOn)).toBe(toAcademyIsoDate(new Date()));
    const running = await prisma().weeklySlot.count({
      where: {
        memberId: childId,
        OR: [{ effectiveUntil: null }, { effectiveUntil: { gt: seoulDate(0) } }],
      },
    });
    expect(running).toBe(0);
    const told = await prisma().memberNotification.count({
      where: { memberId: guardian.member.id, title: '삭제 요청 처리 완료' },
    });
    expect(told).toBe(1);
    const again = await complete(id);
    expect([again.status, again.body.code]).toEqual([409, 'REQUEST_ALREADY_DECIDED']);
  });

  it('when the last child has left, then the guardian’s own request completes and their sessions end', async () => {
    const res = await complete(await requestOf(guardian.member.id));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const me = await callOperation(guardian.agent, familyOperations.listOwnDeletionRequests);
    expect(me.status).toBe(401);
  });

  it('when staff decline a request with a reason, then it is declined, the member stays and hears the reason', async () => {
    const id = await requestOf(adult.member.id);
    const res = await callOperation(academy.staff, familyOperations.declineDeletionRequest, {
      params: { id },
    }).send({ reason: '미납 수강료 정산 후 처리합니다.' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      state: 'declined',
      reason: '미납 수강료 정산 후 처리합니다.',
    });
    const member = await prisma().member.findUniqueOrThrow({ where: { id: adult.member.id } });
    expect(member.status).toBe('active');
    const told = await prisma().memberNotification.findFirstOrThrow({
      where: { memberId: adult.member.id, title: '삭제 요청 반려' },
    });
    expect(told.message).toContain('미납 수강료 정산 후 처리합니다.');
    // Declined, the member may ask again.
    expect((await ask(adult.agent, adult.member.id)).status).toBe(200);
  });

  it('when a member calls the staff operations or staff ask as a member, then the guards refuse', async () => {
    const list = await callOperation(adult.agent, familyOperations.listDeletionRequests);
    expect(list.status).toBe(403);
    const decide = await callOperation(adult.agent, familyOperations.completeDeletionRequest, {
      params: { id: await requestOf(adult.member.id) },
    });
    expect(decide.status).toBe(403);
    const asStaff = await ask(academy.staff, adult.member.id);
    expect(asStaff.status).toBe(403);
  });
});
