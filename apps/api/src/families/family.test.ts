import { familyOperations, toAcademyIsoDate } from '@academy/contracts';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { seoulDate } from '../lib/seoul-time.js';

describe('GET /api/family', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin, student: DEMO.student });
  const prisma = () => academy.testApp.database.prisma;
  let guardian: Awaited<ReturnType<typeof addSignedInMember>>;
  // The academy's (Seoul) year: ages are counted on its day.
  const thisYear = Number(toAcademyIsoDate(new Date()).slice(0, 4));

  beforeAll(async () => {
    guardian = await addSignedInMember(academy.testApp, { name: '가족엄마', phone: '01066009001' });
    await prisma().member.update({
      where: { id: guardian.member.id },
      data: { takesLessons: false },
    });
    const teacher = await prisma().staff.findFirstOrThrow({
      where: { loginId: DEMO.admin.loginId },
    });
    const addChild = (name: string, born: number, slot: boolean) =>
      prisma().member.create({
        data: {
          name,
          birthDate: new Date(`${born}-01-01T00:00:00.000Z`),
          guardianId: guardian.member.id,
          guardianRelation: 'mother',
          teacherId: teacher.id,
          ...(slot
            ? {
                lessonSchedules: {
                  create: {
                    teacherId: teacher.id,
                    dayOfWeek: 4,
                    startMinute: 9 * 60,
                    endMinute: 10 * 60,
                    effectiveFrom: seoulDate(-7),
                  },
                },
                tuitionDues: {
                  create: [
                    { month: '2026-01', amount: 150_000, price: 150_000, dueDate: seoulDate(-30) },
                    { month: '2026-02', amount: 120_000, price: 120_000, dueDate: seoulDate(-1) },
                  ],
                },
              }
            : {}),
        },
      });
    await addChild('가족첫째', thisYear - 10, true);
    await addChild('가족둘째', thisYear - 7, false);
    // Another family's child: never on this guardian's list.
    const other = await addSignedInMember(academy.testApp, {
      name: '남의부모',
      phone: '01066009002',
    });
    await prisma().member.create({
      data: { name: '남의아이', guardianId: other.member.id, birthDate: new Date('2018-01-01') },
    });
  });

  it('when a guardian asks, then they see their own children with age, lesson, teacher and unpaid dues', async () => {
    const res = await callOperation(guardian.agent, familyOperations.getFamily);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.children).toEqual([
      {
        userId: expect.any(Number),
        name: '가족첫째',
        age: 10,
        relationship: 'mother',
        lesson: { dayOfWeek: 'Thursday', startTime: '09:00', endTime: '10:00' },
        teacherName: expect.any(String),
        unpaidDues: 2,
        unpaidAmount: 270_000,
        unpaidSiblingDiscount: 0,
      },
      {
        userId: expect.any(Number),
        name: '가족둘째',
        age: 7,
        relationship: 'mother',
        lesson: null,
        teacherName: expect.any(String),
        unpaidDues: 0,
        unpaidAmount: 0,
        unpaidSiblingDiscount: 0,
      },
    ]);
  });

  it('when a member without children asks, then the list is empty', async () => {
    const res = await callOperation(academy.student, familyOperations.getFamily);
    expect([res.status, res.body.data]).toEqual([200, { children: [] }]);
  });

  it('when staff or a guest ask, then it is refused', async () => {
    const staff = await callOperation(academy.staff, familyOperations.getFamily);
    expect(staff.status).toBe(403);
    const anonymous = await request(academy.testApp.app).get('/api/family');
    expect(anonymous.status).toBe(401);
  });

  it('when a guardian downloads their data, then it holds their account and each child’s records, and no secret', async () => {
    const res = await callOperation(guardian.agent, familyOperations.exportOwnData);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { member, children } = res.body.data;
    expect(member.profile).toMatchObject({
      name: '가족엄마',
      phoneNumber: '01066009001',
      messageChannel: 'alimtalk',
      messageChannelChosenAt: null,
    });
    expect(children.map((child: { profile: { name: string } }) => child.profile.name)).toEqual([
      '가족첫째',
      '가족둘째',
    ]);
    expect(children[0].weeklySlots).toEqual([
      expect.objectContaining({ dayOfWeek: 4, startMinute: 540, endMinute: 600 }),
    ]);
    expect(children[0].tuitionDues.map((due: { month: string }) => due.month)).toEqual([
      '2026-02',
      '2026-01',
    ]);
    expect(res.text).not.toMatch(/passwordHash|password_hash|token|남의아이/i);
  });

  it('when a member without children downloads, then only their own data comes, and staff cannot', async () => {
    const res = await callOperation(academy.student, familyOperations.exportOwnData);
    expect(res.status).toBe(200);
    expect(res.body.data.children).toEqual([]);
    expect(res.body.data.member.profile.loginId).toBe(DEMO.student.loginId);
    expect((await callOperation(academy.staff, familyOperations.exportOwnData)).status).toBe(403);
  });
});
