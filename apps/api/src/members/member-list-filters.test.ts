import { beforeAll, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, memberOperations, toAcademyIsoDate } from '@academy/contracts';
import { callOperation } from '../../test/call-operation.js';
import { useStaffDesk } from '../../test/demo-academy.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { fromIsoDate } from '../lib/iso-date.js';

type Query = Record<string, string | number>;

/**
 * The staff member list's search and filters (docs/product/back-office.md) over HTTP, on members
 * built to differ in exactly one thing each: slot weekday and teacher, a slot that ended, a
 * guardian with a child, dues paid and unpaid, credits open, held, voided and expired.
 */
describe('staff member list: search and filters', () => {
  const academy = useStaffDesk();
  const today = toAcademyIsoDate(new Date());
  const month = today.slice(0, 7);
  const nextMonth = addDaysToIsoDate(`${month}-01`, 40).slice(0, 7);
  let otherTeacherId = 0;

  async function list(query: Query) {
    const res = await callOperation(academy.staff, memberOperations.listMembers, {
      query: { limit: 1000, ...query },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res;
  }

  async function namesOf(query: Query): Promise<string[]> {
    const res = await list(query);
    const names: string[] = res.body.data.users.map((user: { name: string }) => user.name);
    expect(res.body.data.pagination.total).toBe(names.length);
    return [...names].sort();
  }

  // Each slot its own hour, so no two of one teacher overlap.
  let hours = 0;
  function nextHour() {
    hours += 1;
    return { startMinute: 540 + hours * 60, endMinute: 600 + hours * 60 };
  }

  /** Whoever has no guardian signs in and is reachable themselves. */
  function reachable(phone: string) {
    return {
      phoneNumber: phone,
      loginId: `f${phone}`,
      passwordHash: 'x',
      email: `${phone}@f.test`,
    };
  }

  async function addStudent(input: {
    name: string;
    phone?: string;
    status?: 'active' | 'inactive';
    guardianId?: number;
    slots: { dayOfWeek: number; teacherId: number; from: string; until?: string }[];
  }) {
    const prisma = academy.testApp.database.prisma;
    return prisma.member.create({
      data: {
        name: input.name,
        ...(input.phone ? reachable(input.phone) : {}),
        status: input.status ?? 'active',
        guardianId: input.guardianId ?? null,
        lessonSchedules: {
          create: input.slots.map((slot) => ({
            teacherId: slot.teacherId,
            dayOfWeek: slot.dayOfWeek,
            ...nextHour(),
            effectiveFrom: fromIsoDate(slot.from),
            effectiveUntil: slot.until ? fromIsoDate(slot.until) : null,
          })),
        },
      },
    });
  }

  async function addDue(memberId: number, dueMonth: string, paid: boolean) {
    await academy.testApp.database.prisma.tuitionDue.create({
      data: {
        memberId,
        month: dueMonth,
        amount: 170_000,
        price: 170_000,
        dueDate: fromIsoDate(`${dueMonth}-01`),
        paidAt: paid ? fromIsoDate(today) : null,
      },
    });
  }

  async function addCredit(memberId: number, state: 'open' | 'held' | 'voided' | 'expired') {
    const prisma = academy.testApp.database.prisma;
    const credit = await prisma.makeupCredit.create({
      data: {
        memberId,
        source: 'staff_grant',
        reason: 'test',
        expiresOn: fromIsoDate(addDaysToIsoDate(today, state === 'expired' ? -1 : 30)),
        ...(state === 'voided' ? { voidedAt: new Date(), voidReason: 'test' } : {}),
      },
    });
    if (state === 'held') {
      await prisma.makeupLesson.create({
        data: {
          creditId: credit.id,
          memberId,
          teacherId: academy.adminId,
          lessonDate: fromIsoDate(addDaysToIsoDate(today, 7)),
          startMinute: 600,
          endMinute: 660,
          status: 'booked',
        },
      });
    }
  }

  beforeAll(async () => {
    const prisma = academy.testApp.database.prisma;
    otherTeacherId = (
      await prisma.staff.create({
        data: { loginId: 'teacher-f', passwordHash: 'x', name: '오선생', email: 'tf@example.com' },
      })
    ).id;
    const longAgo = addDaysToIsoDate(today, -100);
    const lately = addDaysToIsoDate(today, -10);
    const admin = academy.adminId;
    const garam = await addStudent({
      name: '한가람',
      phone: '01071110001',
      slots: [{ dayOfWeek: 1, teacherId: otherTeacherId, from: longAgo }],
    });
    await addDue(garam.id, month, false);
    const narae = await addStudent({
      name: '한나래',
      phone: '01071110002',
      slots: [{ dayOfWeek: 3, teacherId: admin, from: longAgo }],
    });
    await addCredit(narae.id, 'open');
    await addDue(narae.id, month, true);
    // Moved from Monday to Wednesday ten days ago; next month's due is not due yet.
    const gyeol = await addStudent({
      name: '한결',
      phone: '01071110003',
      slots: [
        { dayOfWeek: 1, teacherId: otherTeacherId, from: longAgo, until: lately },
        { dayOfWeek: 3, teacherId: admin, from: lately },
      ],
    });
    await addDue(gyeol.id, nextMonth, false);
    await addCredit(gyeol.id, 'voided');
    const bit = await addStudent({
      name: '한빛',
      phone: '01071110004',
      status: 'inactive',
      slots: [{ dayOfWeek: 1, teacherId: admin, from: longAgo }],
    });
    await addCredit(bit.id, 'expired');
    const guardian = await prisma.member.create({
      data: { name: '서지민', ...reachable('01072220003'), takesLessons: false },
    });
    const child = await addStudent({
      name: '도윤',
      guardianId: guardian.id,
      slots: [{ dayOfWeek: 5, teacherId: otherTeacherId, from: longAgo }],
    });
    await addCredit(child.id, 'held');
  });

  it('when a guest or a member asks with filters, then 401 or 403', async () => {
    await expectStaffOnly(academy, [
      (caller) =>
        callOperation(caller, memberOperations.listMembers, {
          query: { search: '한', unpaid: 'true' },
        }),
    ]);
  });

  it('when staff search by part of a name, then exactly those members, of every status', async () => {
    expect(await namesOf({ search: ' 한 ' })).toEqual(['한가람', '한결', '한나래', '한빛']);
    expect(await namesOf({ search: '가람' })).toEqual(['한가람']);
    expect(await namesOf({ search: 'emily' })).toEqual(['Emily Carter']);
    expect(await namesOf({ search: '%' })).toEqual([]);
  });

  it('when staff search by phone with or without hyphens, then the member with that number', async () => {
    expect(await namesOf({ search: '010-7111-0002' })).toEqual(['한나래']);
    expect(await namesOf({ search: '71110004' })).toEqual(['한빛']);
    expect(await namesOf({ search: '7111-000' })).toEqual(['한가람', '한결', '한나래', '한빛']);
  });

  it('when staff search by a guardian’s name or phone, then the child, not the guardian', async () => {
    expect(await namesOf({ search: '서지민' })).toEqual(['도윤']);
    expect(await namesOf({ search: '010-7222-0003' })).toEqual(['도윤']);
  });

  it('when staff filter by weekday, then the members whose slot running today is on it', async () => {
    // 한결's Monday slot ended ten days ago: only the Wednesday one runs today.
    expect(await namesOf({ weekday: 'Monday' })).toEqual(['한가람', '한빛']);
    expect(await namesOf({ weekday: 'Wednesday' })).toEqual(['한결', '한나래']);
    expect(await namesOf({ weekday: 'Friday' })).toEqual(['도윤']);
  });

  it('when staff filter by teacher, then the members whose running slot is theirs', async () => {
    expect(await namesOf({ teacherId: otherTeacherId })).toEqual(['도윤', '한가람']);
  });

  it('when staff filter by unpaid dues, then those with one of this month or earlier', async () => {
    // 한나래 paid this month's due; 한결's only unpaid one is next month's.
    expect(await namesOf({ search: '한', unpaid: 'true' })).toEqual(['한가람']);
    expect(await namesOf({ unpaid: 'true' })).toContain('한가람');
    const paidUp = await namesOf({ unpaid: 'false' });
    expect(paidUp).toEqual(expect.arrayContaining(['한결', '한나래', '도윤']));
    expect(paidUp).not.toContain('한가람');
  });

  it('when staff filter by open credits, then not the voided, expired or held ones', async () => {
    expect(await namesOf({ openCredits: 'true' })).toEqual(['한나래']);
    expect(await namesOf({ openCredits: 'false' })).not.toContain('한나래');
  });

  it('when staff combine filters, then only members matching all of them', async () => {
    expect(await namesOf({ weekday: 'Monday', status: 'active' })).toEqual(['한가람']);
    expect(await namesOf({ weekday: 'Friday', teacherId: otherTeacherId })).toEqual(['도윤']);
    expect(await namesOf({ weekday: 'Wednesday', teacherId: otherTeacherId })).toEqual([]);
    expect(await namesOf({ search: '한', openCredits: 'true', unpaid: 'false' })).toEqual([
      '한나래',
    ]);
    expect(await namesOf({ unpaid: 'true', openCredits: 'true' })).toEqual([]);
  });

  it('when staff page through a filtered list, then the total counts every match, not the page', async () => {
    const res = await list({ search: '한', limit: 1, page: 2 });
    expect(res.body.data.users).toHaveLength(1);
    expect(res.body.data.pagination).toEqual({ total: 4, totalPages: 4, page: 2, limit: 1 });
  });

  it('when staff send empty filters, then the list is not narrowed', async () => {
    const plain = await list({});
    const blank = await list({ search: '   ', unpaid: '', openCredits: '', weekday: 'all' });
    expect(blank.body.data).toEqual(plain.body.data);
    expect(Object.keys(plain.body.data).sort()).toEqual(['pagination', 'users']);
  });

  it.each<Query>([
    { search: 'x'.repeat(51) },
    { weekday: 'Saturday' },
    { weekday: 'monday' },
    { teacherId: 0 },
    { teacherId: -3 },
    { teacherId: 'abc' },
    { teacherId: 2_147_483_648 },
    { unpaid: 'yes' },
    { openCredits: '1' },
  ])('when staff send %o, then 400 in the envelope', async (query) => {
    const res = await callOperation(academy.staff, memberOperations.listMembers, { query });
    expect([res.status, res.body]).toEqual([
      400,
      {
        success: false,
        code: 'VALIDATION_FAILED',
        message: expect.any(String),
        data: { issues: [{ path: Object.keys(query)[0], message: expect.any(String) }] },
      },
    ]);
  });
});
