import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expandTeacherSchedule,
  ZTeacherBusyTimes,
  type TTeacherBusyTimes,
  scheduleOperations,
} from '@academy/contracts';
import { signedInAgent } from '../../test/auth-helpers.js';
import { hashPassword } from '../auth/password.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedTeacherCalendar, TEACHER } from '../../test/teacher-calendar.js';
import { callOperation } from '../../test/call-operation.js';

const MARCH = 'startDate=2030-03-01&endDate=2030-03-31';

describe('GET /api/schedule/all-teacher-busy-times', () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp();
    await seedTeacherCalendar(testApp.database.prisma);
  });
  afterAll(() => testApp.close());

  const asGuest = (query: string) =>
    callOperation(request(testApp.app), scheduleOperations.listAllTeacherBusyTimes, {
      query: query,
    });

  it('when a guest asks for a month, then lessons, personal schedules and moves combine without names', async () => {
    const res = await asGuest(`teacherId=1&${MARCH}`);
    expect(res.status).toBe(200);
    const data: TTeacherBusyTimes = ZTeacherBusyTimes.parse(res.body.data);
    expect(data.regularSchedules).toEqual([
      {
        dayOfWeek: 'Tuesday',
        busyTimes: [
          expect.objectContaining({
            startTime: '15:00',
            endTime: '16:00',
            studentName: null,
            type: 'regular',
            effectiveFrom: '2030-01-01',
            effectiveUntil: null,
          }),
        ],
      },
    ]);
    expect(data.approvedModifications).toEqual([
      {
        originalDate: '2030-03-12',
        newDate: '2030-03-14',
        originalWeekday: 'Tuesday',
        originalStartTime: '15:00',
        originalEndTime: '16:00',
        newStartTime: '17:00',
        newEndTime: '18:00',
        studentName: null,
      },
    ]);
    const [weekly, oneday] = data.personalSchedules;
    expect(data.personalSchedules).toHaveLength(2);
    expect(weekly).toMatchObject({
      title: '개인 일정',
      isRecurring: true,
      recurringPattern: 'weekly',
      excludedDates: ['2030-03-11'],
      description: '[EXCLUDE:2030-03-11]',
      notes: null,
      user: null,
    });
    expect(oneday).toMatchObject({ scheduleType: 'oneday_class', studentName: null });
    expect(oneday?.studentContact).toBeNull();
    expect(JSON.stringify(res.body)).not.toMatch(/김학생|이원데이|합주|01012341234/);

    const busy = expandTeacherSchedule(data, { startDate: '2030-03-01', endDate: '2030-03-31' });
    expect(busy.map(({ date, startTime, kind }) => `${date} ${startTime} ${kind}`)).toEqual([
      '2030-03-04 10:00 personal',
      '2030-03-05 15:00 lesson',
      '2030-03-14 17:00 moved_lesson',
      '2030-03-18 10:00 personal',
      '2030-03-19 15:00 lesson',
      '2030-03-20 14:00 oneday_class',
      '2030-03-25 10:00 personal',
      '2030-03-26 15:00 lesson',
    ]);
  });

  it('when staff ask, then student names and schedule texts are shown', async () => {
    const staff = await signedInAgent(testApp.app, TEACHER);
    const res = await callOperation(staff, scheduleOperations.listAllTeacherBusyTimes, {
      query: MARCH,
    });
    expect(res.status).toBe(200);
    const data = ZTeacherBusyTimes.parse(res.body.data);
    expect(data.regularSchedules[0]?.busyTimes[0]?.studentName).toBe('김학생');
    expect(data.approvedModifications[0]?.studentName).toBe('김학생');
    expect(data.personalSchedules[0]).toMatchObject({
      title: '합주',
      description: '밴드 연습 [EXCLUDE:2030-03-11]',
      user: { name: '최선생' },
    });
    expect(data.personalSchedules[1]).toMatchObject({
      studentName: '이원데이',
      studentContact: '01012341234',
    });
  });

  it("when other staff ask for a teacher's month, then they see the lessons' students but the personal schedules only as busy hours; an admin sees everything", async () => {
    const colleague = { loginId: 'colleague', password: 'colleague1234' };
    const admin = { loginId: 'head', password: 'head-admin-1234' };
    for (const [account, role] of [
      [colleague, 'teacher'],
      [admin, 'admin'],
    ] as const) {
      await testApp.database.prisma.staff.create({
        data: {
          loginId: account.loginId,
          passwordHash: await hashPassword(account.password),
          name: account.loginId,
          email: `${account.loginId}@example.com`,
          role,
        },
      });
    }
    const read = async (account: { loginId: string; password: string }) => {
      const agent = await signedInAgent(testApp.app, account);
      const res = await callOperation(agent, scheduleOperations.listAllTeacherBusyTimes, {
        query: `teacherId=1&${MARCH}`,
      });
      expect(res.status).toBe(200);
      return ZTeacherBusyTimes.parse(res.body.data);
    };

    const seen = await read(colleague);
    expect(seen.regularSchedules[0]?.busyTimes[0]?.studentName).toBe('김학생');
    expect(seen.personalSchedules).toHaveLength(2);
    for (const schedule of seen.personalSchedules) {
      expect(schedule).toMatchObject({
        notes: null,
        relatedId: null,
        studentName: null,
        studentContact: null,
        user: null,
      });
      expect(['합주', '밴드 연습']).not.toContain(schedule.title);
    }
    expect(seen.personalSchedules[0]?.description).toBe('[EXCLUDE:2030-03-11]');
    expect(JSON.stringify(seen)).not.toMatch(/합주|밴드 연습|이원데이|01012341234/);

    const full = await read(admin);
    expect(full.personalSchedules[0]).toMatchObject({ title: '합주', user: { name: '최선생' } });
    expect(full.personalSchedules[1]).toMatchObject({ studentContact: '01012341234' });
  });

  it('when English is asked, then a guest sees the English schedule label', async () => {
    const res = await asGuest(MARCH).set('Accept-Language', 'en');
    expect(res.body.data.personalSchedules[0].title).toBe('Personal');
  });

  it('when the range is outside every schedule, then everything is empty', async () => {
    const res = await asGuest('startDate=2029-01-01&endDate=2029-01-31');
    expect(res.body.data).toEqual({
      regularSchedules: [],
      personalSchedules: [],
      approvedModifications: [],
      makeupLessons: [],
      closures: [],
    });
  });

  it('when the range is longer than 62 days, reversed, missing or malformed, then 400', async () => {
    const tooLong = await asGuest('startDate=2030-01-01&endDate=2030-03-04');
    expect([tooLong.status, tooLong.body.message]).toEqual([400, '조회 기간은 최대 62일입니다.']);
    const bad = [
      'startDate=2030-03-31&endDate=2030-03-01',
      'startDate=2030-03-01',
      'startDate=2030-02-30&endDate=2030-03-01',
      `teacherId=abc&${MARCH}`,
      `teacherId=99999999999&${MARCH}`,
      'startDate[]=x&endDate=y',
    ];
    for (const query of bad) expect((await asGuest(query)).status, query).toBe(400);
  });
});
