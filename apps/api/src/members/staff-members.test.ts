import { beforeAll, describe, expect, it } from 'vitest';
import { STAFF_MESSAGES, memberOperations } from '@academy/contracts';
import { useStaffDesk } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { approveLessonApplication } from '../../test/factories/lesson-applications.js';

describe('staff users', () => {
  const academy = useStaffDesk();
  let otherTeacherId: number;

  beforeAll(async () => {
    otherTeacherId = (
      await academy.testApp.database.prisma.staff.create({
        data: { loginId: 'teacher2', passwordHash: 'x', name: '최선생', email: 't2@example.com' },
      })
    ).id;
  });

  async function addMember(input: {
    name: string;
    phone: string;
    status?: 'active' | 'inactive';
    slot?: { dayOfWeek: number; startMinute: number; teacherId?: number };
  }) {
    return academy.testApp.database.prisma.member.create({
      data: {
        loginId: `m${input.phone}`,
        passwordHash: 'x',
        name: input.name,
        email: `${input.phone}@example.com`,
        phoneNumber: input.phone,
        status: input.status ?? 'active',
        teacherId: academy.adminId,
        ...(input.slot
          ? {
              lessonSchedules: {
                create: {
                  teacherId: input.slot.teacherId ?? academy.adminId,
                  dayOfWeek: input.slot.dayOfWeek,
                  startMinute: input.slot.startMinute,
                  endMinute: input.slot.startMinute + 60,
                  effectiveFrom: new Date('2026-01-01T00:00:00.000Z'),
                },
              },
            }
          : {}),
      },
    });
  }

  it('when a guest or a member asks, then 401 or 403', async () => {
    await expectStaffOnly(academy, [
      (caller) => callOperation(caller, memberOperations.listMembers, { query: { limit: 1000 } }),
      (caller) => callOperation(caller, memberOperations.deleteMember, { params: { id: '1' } }),
    ]);
  });

  it('when staff list users, then sorted by weekday, start time, then name, with a status filter', async () => {
    await addMember({
      name: '나중',
      phone: '01030000001',
      slot: { dayOfWeek: 1, startMinute: 900 },
    });
    await addMember({
      name: '가나',
      phone: '01030000002',
      slot: { dayOfWeek: 1, startMinute: 900, teacherId: otherTeacherId },
    });
    await addMember({ name: '휴면', phone: '01030000003', status: 'inactive' });
    const res = await callOperation(academy.staff, memberOperations.listMembers, {
      query: { limit: 1000 },
    });
    expect(res.status).toBe(200);
    const names = res.body.data.users.map((u: { name: string }) => u.name);
    expect(names).toEqual(['가나', '나중', '김민준', 'Emily Carter', '휴면']);
    expect(res.body.data.users[2]).toMatchObject({
      lessonDayOfWeek: 'Tuesday',
      lessonStartTime: '19:00',
      lessonEndTime: '20:00',
      lessonType: '일반',
      status: 'active',
      birthDate: '2001-03-15',
    });
    const inactive = await callOperation(academy.staff, memberOperations.listMembers, {
      query: { limit: 1000, status: 'inactive' },
    });
    expect(inactive.body.data.users.map((u: { name: string }) => u.name)).toEqual(['휴면']);
    expect(
      (await callOperation(academy.staff, memberOperations.listMembers, { query: { limit: 1001 } }))
        .status,
    ).toBe(400);
  });

  it('when staff page through the list, then the pages follow the same order and the total counts all', async () => {
    const all = await callOperation(academy.staff, memberOperations.listMembers, {
      query: { limit: 1000 },
    });
    const names = all.body.data.users.map((u: { name: string }) => u.name);
    const pages = await Promise.all(
      [1, 2, 3].map((page) =>
        callOperation(academy.staff, memberOperations.listMembers, {
          query: `limit=2&page=${page}`,
        }),
      ),
    );
    expect(
      pages.flatMap((res) => res.body.data.users.map((u: { name: string }) => u.name)),
    ).toEqual(names.slice(0, 6));
    expect(pages[1]?.body.data.pagination).toEqual({
      total: names.length,
      page: 2,
      limit: 2,
      totalPages: Math.ceil(names.length / 2),
    });
  });

  it('when staff delete an active member, then the member and lessons are gone, audited, and the slot is free again', async () => {
    const { prisma } = academy.testApp.database;
    const doomed = await addMember({
      name: '삭제대상',
      phone: '01030000009',
      slot: { dayOfWeek: 3, startMinute: 600 },
    });
    const res = await callOperation(academy.staff, memberOperations.deleteMember, {
      params: { id: doomed.id },
    });
    expect([res.status, res.body.message]).toEqual([200, STAFF_MESSAGES.memberDeleted.ko]);
    expect(await prisma.member.count({ where: { id: doomed.id } })).toBe(0);
    expect(await prisma.weeklySlot.count({ where: { memberId: doomed.id } })).toBe(0);
    expect(
      await prisma.auditLog.count({
        where: { action: 'member.delete', entityId: String(doomed.id) },
      }),
    ).toBe(1);

    const app = await prisma.lessonApplication.create({
      data: {
        name: '새학생',
        birthDate: new Date('2000-01-01T00:00:00.000Z'),
        gender: 'male',
        phoneNumber: '01030000010',
        email: 'new@example.com',
        preferredTime: '',
        lessonType: 'exam',
      },
    });
    const approved = await approveLessonApplication(academy.staff, app.id, {
      teacherId: academy.adminId,
      lessonDayOfWeek: 'Wednesday',
      lessonStartTime: '10:00',
      lessonEndTime: '11:00',
      monthlyFee: 210000,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(
      (
        await callOperation(academy.staff, memberOperations.deleteMember, {
          params: { id: doomed.id },
        })
      ).status,
    ).toBe(404);
  });

  async function addDue(memberId: number, month: string, paid: { paidAt?: Date } = {}) {
    return academy.testApp.database.prisma.tuitionDue.create({
      data: {
        memberId,
        month,
        amount: 170_000,
        price: 170_000,
        dueDate: new Date(`${month}-10T00:00:00.000Z`),
        ...(paid.paidAt ? { paidAt: paid.paidAt, method: 'bank_transfer' as const } : {}),
      },
    });
  }

  async function deleteRefused(memberId: number) {
    const res = await callOperation(academy.staff, memberOperations.deleteMember, {
      params: { id: memberId },
    }).set('Accept-Language', 'en');
    const kept = await academy.testApp.database.prisma.member.count({ where: { id: memberId } });
    return { status: res.status, message: res.body.message, code: res.body.data, kept };
  }

  it('when the member has paid a due, then 409 says why, and the member and the payment stay', async () => {
    const { prisma } = academy.testApp.database;
    const payer = await addMember({ name: '납부회원', phone: '01030000021' });
    const due = await addDue(payer.id, '2026-10', { paidAt: new Date('2026-10-05T00:00:00.000Z') });
    expect(await deleteRefused(payer.id)).toMatchObject({
      status: 409,
      message: STAFF_MESSAGES.memberHasPayments.en,
      kept: 1,
    });
    expect(await prisma.tuitionDue.count({ where: { id: due.id } })).toBe(1);
  });

  it('when a due of the member has an online order, even one never paid, then 409 and the order stays', async () => {
    const { prisma } = academy.testApp.database;
    const payer = await addMember({ name: '주문회원', phone: '01030000022' });
    const due = await addDue(payer.id, '2026-11');
    await prisma.paymentAttempt.create({
      data: {
        orderId: 'due-delete-test-1',
        dueId: due.id,
        amount: 170_000,
        orderName: '11월 수강료',
      },
    });
    expect(await deleteRefused(payer.id)).toMatchObject({
      status: 409,
      message: STAFF_MESSAGES.memberHasPayments.en,
      kept: 1,
    });
    expect(await prisma.paymentAttempt.count({ where: { dueId: due.id } })).toBe(1);
  });

  it('when the member is a guardian with a child linked, then 409 says to unlink the child first', async () => {
    const { prisma } = academy.testApp.database;
    const parent = await addMember({ name: '보호자', phone: '01030000023' });
    const child = await prisma.member.create({
      data: {
        name: '자녀',
        guardianId: parent.id,
        guardianRelation: 'mother',
        teacherId: academy.adminId,
      },
    });
    expect(await deleteRefused(parent.id)).toMatchObject({
      status: 409,
      message: STAFF_MESSAGES.memberHasChildren.en,
      kept: 1,
    });
    expect(await prisma.member.findUnique({ where: { id: child.id } })).toMatchObject({
      guardianId: parent.id,
    });
  });

  it('when the member only has dues nobody paid or ordered, then the member is deleted with them', async () => {
    const { prisma } = academy.testApp.database;
    const newcomer = await addMember({ name: '미납회원', phone: '01030000024' });
    await addDue(newcomer.id, '2026-12');
    const res = await callOperation(academy.staff, memberOperations.deleteMember, {
      params: { id: newcomer.id },
    });
    expect(res.status).toBe(200);
    expect(await prisma.tuitionDue.count({ where: { memberId: newcomer.id } })).toBe(0);
  });

  it('when the member is not active, then 409 in the asked language and nothing is deleted', async () => {
    const sleeping = await addMember({ name: '휴면2', phone: '01030000011', status: 'inactive' });
    const res = await callOperation(academy.staff, memberOperations.deleteMember, {
      params: { id: sleeping.id },
    }).set('Accept-Language', 'en');
    expect([res.status, res.body.message]).toEqual([409, STAFF_MESSAGES.memberNotDeletable.en]);
    expect(await academy.testApp.database.prisma.member.count({ where: { id: sleeping.id } })).toBe(
      1,
    );
  });
});
