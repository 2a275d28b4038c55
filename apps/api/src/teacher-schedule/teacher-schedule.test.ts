import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ZPersonalScheduleDetail,
  ZPersonalScheduleListRead,
  ZPersonalScheduleRead,
  scheduleOperations,
} from '@academy/contracts';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import {
  scheduleBody,
  seoulDay,
  seoulToday,
  signedInOtherTeacher,
  type Agent,
} from '../../test/factories/teacher-schedule.js';
import { callOperation } from '../../test/call-operation.js';

const MESSAGES = {
  requiredItems: '필수 항목을 입력해주세요.',
  endAfterStart: '종료 시간은 시작 시간보다 늦어야 합니다.',
  pastDate: '오늘보다 이전 날짜는 선택할 수 없습니다.',
  dateRangeOrder: '종료일은 시작일보다 빠를 수 없습니다.',
  dateFormat: '올바른 날짜를 입력해주세요.',
  timeFormat: '시간 형식이 올바르지 않습니다.',
  invalidValue: '입력값이 올바르지 않습니다.',
  tooLong: '입력 가능한 길이를 초과했습니다.',
  notFound: '일정을 찾을 수 없습니다.',
  notOwn: '본인의 일정만 조회하거나 수정할 수 있습니다.',
};

/** A body that breaks a rule: what it has, the fields, the field named and the message. */
type Refusal = [string, Record<string, unknown>, string, string];

/** The related one-day application must exist, on creation as on edit. */
const RELATED_ID_REFUSALS: Refusal[] = [
  ['an unknown one-day application', { relatedId: 999_999 }, 'relatedId', MESSAGES.invalidValue],
  [
    'an application id beyond the database integer range',
    { relatedId: 3_000_000_000 },
    'relatedId',
    MESSAGES.invalidValue,
  ],
];

describe('teacher personal schedule (/api/teacher-schedule)', () => {
  const academy = useDemoAcademy({});
  let admin: Agent;
  let member: Agent;
  let other: { id: number; agent: Agent };

  beforeAll(async () => {
    [admin, member, other] = await Promise.all([
      signedInAgent(academy.testApp.app, DEMO.admin),
      signedInAgent(academy.testApp.app, DEMO.student),
      signedInOtherTeacher(academy.testApp.app, academy.testApp.database.prisma),
    ]);
  });

  const create = (body: object, agent: Agent = admin) =>
    callOperation(agent, scheduleOperations.createPersonalSchedule).send(body);
  const createdId = async (body: object, agent: Agent = admin): Promise<number> => {
    const res = await create(body, agent);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return ZPersonalScheduleDetail.parse(res.body.data).schedule.scheduleId;
  };
  const countSchedules = () => academy.testApp.database.prisma.personalSchedule.count();
  const auditOf = (id: number, action: string) =>
    academy.testApp.database.prisma.auditLog.findMany({
      where: { entityType: 'personal_schedule', entityId: String(id), action },
    });

  describe('guards', () => {
    const routes = [
      ['get', '/api/teacher-schedule'],
      ['get', '/api/teacher-schedule?teacherId=1'],
      ['post', '/api/teacher-schedule'],
      ['get', '/api/teacher-schedule/1'],
      ['patch', '/api/teacher-schedule/1'],
      ['delete', '/api/teacher-schedule/1'],
      ['delete', '/api/teacher-schedule/1?occurrence=2031-03-05'],
      ['get', '/api/teacher-schedule/busy-times?date=2031-03-04'],
    ] as const;

    it.each(routes)('when a guest calls %s %s, then 401', async (method, path) => {
      const res = await request(academy.testApp.app)[method](path).send(scheduleBody());
      expect([res.status, res.body.success]).toEqual([401, false]);
    });

    it.each(routes)('when a member calls %s %s, then 403', async (method, path) => {
      const before = await countSchedules();
      const res = await member[method](path).send(scheduleBody());
      expect([res.status, res.body.message]).toEqual([403, '접근 권한이 없습니다.']);
      expect(await countSchedules()).toBe(before);
    });
  });

  describe('POST', () => {
    it('when staff register a one-off event, then 201 with the message, the schedule and an audit row', async () => {
      const res = await create(scheduleBody({ description: '  정기 검진 ', notes: '보험증 지참' }));
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.message).toBe('일정이 등록되었습니다.');
      const { schedule } = ZPersonalScheduleDetail.parse(res.body.data);
      expect(schedule).toMatchObject({
        title: '병원 진료',
        scheduleDate: '2031-03-05',
        startTime: '10:00',
        endTime: '11:00',
        description: '정기 검진',
        notes: '보험증 지참',
        scheduleType: 'personal',
        isRecurring: false,
        recurringPattern: null,
        recurringUntil: null,
        relatedId: null,
        excludedDates: [],
        user: { name: '박지훈' },
      });
      const stored = await academy.testApp.database.prisma.personalSchedule.findUniqueOrThrow({
        where: { id: schedule.scheduleId },
      });
      expect([stored.startMinute, stored.endMinute]).toEqual([600, 660]);
      const [audit] = await auditOf(schedule.scheduleId, 'teacher_schedule.create');
      expect(audit).toMatchObject({ staffId: stored.teacherId });
      expect(audit?.details).toMatchObject({ title: '병원 진료', scheduleDate: '2031-03-05' });
    });

    it('when English is asked, then the success message is English', async () => {
      const res = await create(scheduleBody()).set('Accept-Language', 'en');
      expect([res.status, res.body.message]).toEqual([201, 'The schedule has been registered.']);
    });

    it('when the event overlaps another one, then it is still registered (the screen confirms)', async () => {
      const body = scheduleBody({ title: '겹치는 일정', scheduleDate: '2031-04-01' });
      await createdId(body);
      expect((await create(body)).status).toBe(201);
    });

    it('when the date is today, then it is accepted', async () => {
      await createdId(scheduleBody({ scheduleDate: seoulToday() }));
    });

    const refusals: Refusal[] = [
      ['no title', { title: undefined }, 'title', MESSAGES.requiredItems],
      ['a blank title', { title: '   ' }, 'title', MESSAGES.requiredItems],
      ['no start time', { startTime: undefined }, 'startTime', MESSAGES.requiredItems],
      ['no end time', { endTime: '' }, 'endTime', MESSAGES.requiredItems],
      [
        'no date on a one-off event',
        { scheduleDate: undefined },
        'scheduleDate',
        MESSAGES.requiredItems,
      ],
      ['a date before today', { scheduleDate: seoulDay(-1) }, 'scheduleDate', MESSAGES.pastDate],
      ['an end equal to the start', { endTime: '10:00' }, 'endTime', MESSAGES.endAfterStart],
      ['an end before the start', { startTime: '12:00' }, 'endTime', MESSAGES.endAfterStart],
      ['an impossible date', { scheduleDate: '2031-02-30' }, 'scheduleDate', MESSAGES.dateFormat],
      ['a malformed time', { startTime: '9:00' }, 'startTime', MESSAGES.timeFormat],
      ['an unknown type', { scheduleType: 'lesson' }, 'scheduleType', MESSAGES.invalidValue],
      ['a text isRecurring', { isRecurring: 'yes' }, 'isRecurring', MESSAGES.invalidValue],
      ['a too long title', { title: 'x'.repeat(101) }, 'title', MESSAGES.tooLong],
      [
        'a series without cycle',
        { isRecurring: true, recurringUntil: '2031-12-31' },
        'recurringPattern',
        MESSAGES.requiredItems,
      ],
      [
        'a series with an unknown cycle',
        { isRecurring: true, recurringPattern: 'yearly', recurringUntil: '2031-12-31' },
        'recurringPattern',
        MESSAGES.requiredItems,
      ],
      [
        'a series without end date',
        { isRecurring: true, recurringPattern: 'weekly' },
        'recurringUntil',
        MESSAGES.requiredItems,
      ],
      [
        'a series ending before today',
        {
          isRecurring: true,
          scheduleDate: undefined,
          recurringPattern: 'daily',
          recurringUntil: seoulDay(-1),
        },
        'recurringUntil',
        MESSAGES.pastDate,
      ],
      [
        'a series starting before today',
        {
          isRecurring: true,
          scheduleDate: seoulDay(-7),
          recurringPattern: 'weekly',
          recurringUntil: '2031-12-31',
        },
        'scheduleDate',
        MESSAGES.pastDate,
      ],
      [
        'a series ending before it starts',
        {
          isRecurring: true,
          scheduleDate: '2031-06-10',
          recurringPattern: 'weekly',
          recurringUntil: '2031-06-09',
        },
        'recurringUntil',
        MESSAGES.dateRangeOrder,
      ],
      ...RELATED_ID_REFUSALS,
    ];

    it.each(refusals)(
      'when it has %s, then 400 names the rule and nothing is stored',
      async (_, overrides, path, message) => {
        const before = await countSchedules();
        const res = await create(scheduleBody(overrides));
        expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([400, message]);
        expect(res.body.data.issues).toContainEqual({ path, message });
        expect(await countSchedules()).toBe(before);
      },
    );

    it('when a rule is broken in English, then the message is English', async () => {
      const res = await create(scheduleBody({ scheduleDate: seoulDay(-1) })).set(
        'Accept-Language',
        'en',
      );
      expect([res.status, res.body.message]).toEqual([
        400,
        'You cannot select a date earlier than today.',
      ]);
    });

    it('when the body is not an object, then 400', async () => {
      for (const body of ['[]', '"x"', 'null']) {
        const res = await callOperation(admin, scheduleOperations.createPersonalSchedule)
          .set('Content-Type', 'application/json')
          .send(body);
        expect(res.status, body).toBe(400);
      }
    });

    it('when a series has no date, then it starts today (Seoul)', async () => {
      const before = seoulToday();
      const res = await create(
        scheduleBody({
          scheduleDate: undefined,
          isRecurring: true,
          recurringPattern: 'daily',
          recurringUntil: seoulDay(3),
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { schedule } = ZPersonalScheduleDetail.parse(res.body.data);
      expect([before, seoulToday()]).toContain(schedule.scheduleDate);
      expect(schedule).toMatchObject({ isRecurring: true, recurringPattern: 'daily' });
    });

    it('when a series ends on its first day, then it is accepted', async () => {
      await createdId(
        scheduleBody({
          isRecurring: true,
          recurringPattern: 'weekly',
          recurringUntil: '2031-03-05',
        }),
      );
    });

    it('when a one-off event comes with a cycle or an exclusion marker, then they are dropped', async () => {
      const res = await create(
        scheduleBody({
          recurringPattern: 'weekly',
          recurringUntil: '2031-12-31',
          description: '메모 [EXCLUDE:2031-03-05]',
        }),
      );
      const { schedule } = ZPersonalScheduleDetail.parse(res.body.data);
      expect(schedule).toMatchObject({
        recurringPattern: null,
        recurringUntil: null,
        description: '메모',
        excludedDates: [],
      });
    });

    it('when a series comes with the exclusion marker, then its dates are stored as exclusions', async () => {
      const res = await create(
        scheduleBody({
          scheduleDate: '2031-03-03',
          isRecurring: true,
          recurringPattern: 'weekly',
          recurringUntil: '2031-03-31',
          description: '합주 [EXCLUDE:2031-03-17,2031-03-10]',
        }),
      );
      const { schedule } = ZPersonalScheduleDetail.parse(res.body.data);
      expect(schedule.excludedDates).toEqual(['2031-03-10', '2031-03-17']);
      expect(schedule.description).toBe('합주 [EXCLUDE:2031-03-10,2031-03-17]');
      const rows = await academy.testApp.database.prisma.personalScheduleExclusion.count({
        where: { scheduleId: schedule.scheduleId },
      });
      expect(rows).toBe(2);
      const stored = await academy.testApp.database.prisma.personalSchedule.findUniqueOrThrow({
        where: { id: schedule.scheduleId },
      });
      expect(stored.description).toBe('합주');
    });

    it('when a one-day class is registered, then its application and student are kept', async () => {
      const application =
        await academy.testApp.database.prisma.onedayApplication.findFirstOrThrow();
      const res = await create(
        scheduleBody({
          title: '원데이 클래스 - 최하은',
          scheduleType: 'oneday_class',
          relatedId: application.id,
          studentName: '최하은',
          studentContact: '01045678901',
        }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body.data.schedule).toMatchObject({
        scheduleType: 'oneday_class',
        relatedId: application.id,
        studentName: '최하은',
        studentContact: '01045678901',
      });
    });

    it('when another teacher registers, then the schedule is theirs', async () => {
      const res = await create(scheduleBody({ title: '이선생 일정' }), other.agent);
      expect(res.status).toBe(201);
      expect(res.body.data.schedule.user).toEqual({ name: '이선생' });
      const stored = await academy.testApp.database.prisma.personalSchedule.findUniqueOrThrow({
        where: { id: res.body.data.schedule.scheduleId },
      });
      expect(stored.teacherId).toBe(other.id);
    });
  });

  describe('GET list and detail', () => {
    it('when the admin lists without teacherId, then teacher 1’s schedules come back in date order', async () => {
      const res = await callOperation(admin, scheduleOperations.listPersonalSchedules);
      expect(res.status).toBe(200);
      const { schedules } = ZPersonalScheduleListRead.parse(res.body.data).data;
      expect(schedules.map((s) => s.title)).toContain('밴드 합주');
      expect(schedules.map((s) => s.title)).not.toContain('이선생 일정');
      const keys = schedules.map((s) => `${s.scheduleDate} ${s.startTime}`);
      expect(keys).toEqual([...keys].sort());
      expect(schedules.every((s) => s.user?.name === '박지훈')).toBe(true);
    });

    it('when the admin lists another teacher, then that teacher’s schedules come back', async () => {
      const res = await callOperation(admin, scheduleOperations.listPersonalSchedules, {
        query: `teacherId=${other.id}`,
      });
      expect(res.status).toBe(200);
      expect(res.body.data.data.schedules.map((s: { title: string }) => s.title)).toEqual([
        '이선생 일정',
      ]);
    });

    it('when a teacher lists their own, then 200; someone else’s, then 403', async () => {
      const own = await callOperation(other.agent, scheduleOperations.listPersonalSchedules, {
        query: `teacherId=${other.id}`,
      });
      expect(own.status).toBe(200);
      expect(own.body.data.data.schedules).toHaveLength(1);
      const foreign = await callOperation(other.agent, scheduleOperations.listPersonalSchedules, {
        query: { teacherId: 1 },
      });
      expect([foreign.status, foreign.body.message]).toEqual([403, MESSAGES.notOwn]);
      expect(
        (await callOperation(other.agent, scheduleOperations.listPersonalSchedules)).status,
      ).toBe(403);
    });

    it('when teacherId is malformed, then 400', async () => {
      for (const teacherId of ['abc', '0', '-1', '99999999999']) {
        const res = await callOperation(admin, scheduleOperations.listPersonalSchedules, {
          query: `teacherId=${teacherId}`,
        });
        expect(res.status, teacherId).toBe(400);
      }
    });

    it('when one schedule is opened, then it comes back; unknown is 404, someone else’s 403', async () => {
      const id = await createdId(scheduleBody({ title: '상세 확인' }));
      const res = await callOperation(admin, scheduleOperations.getPersonalSchedule, {
        params: { id },
      });
      expect(res.status).toBe(200);
      expect(ZPersonalScheduleRead.parse(res.body.data).data.schedule).toMatchObject({
        scheduleId: id,
        title: '상세 확인',
      });
      const missing = await callOperation(admin, scheduleOperations.getPersonalSchedule, {
        params: { id: '999999' },
      });
      expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.notFound]);
      const foreign = await callOperation(other.agent, scheduleOperations.getPersonalSchedule, {
        params: { id },
      });
      expect([foreign.status, foreign.body.message]).toEqual([403, MESSAGES.notOwn]);
      expect(
        (
          await callOperation(admin, scheduleOperations.getPersonalSchedule, {
            params: { id: 'abc' },
          })
        ).status,
      ).toBe(400);
    });
  });

  describe('PATCH', () => {
    const patch = (id: number, body: object, agent: Agent = admin) =>
      callOperation(agent, scheduleOperations.updatePersonalSchedule, { params: { id } }).send(
        body,
      );

    it('when only the title changes, then the rest stays, with the message and an audit row', async () => {
      const id = await createdId(scheduleBody({ title: '수정 전', description: '설명' }));
      const res = await patch(id, { title: '수정 후' });
      expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([
        200,
        '일정이 수정되었습니다.',
      ]);
      expect(ZPersonalScheduleDetail.parse(res.body.data).schedule).toMatchObject({
        title: '수정 후',
        scheduleDate: '2031-03-05',
        startTime: '10:00',
        endTime: '11:00',
        description: '설명',
      });
      const [audit] = await auditOf(id, 'teacher_schedule.update');
      expect(audit?.details).toMatchObject({ changed: ['title'], title: '수정 후' });
      const english = await patch(id, { title: '영어' }).set('Accept-Language', 'en');
      expect(english.body.message).toBe('The schedule has been updated.');
    });

    const mergedRefusals: Refusal[] = [
      ['an end before the stored start', { endTime: '09:30' }, 'endTime', MESSAGES.endAfterStart],
      ['a start after the stored end', { startTime: '11:30' }, 'endTime', MESSAGES.endAfterStart],
      [
        'both times reversed',
        { startTime: '12:00', endTime: '11:00' },
        'endTime',
        MESSAGES.endAfterStart,
      ],
      ['a blank title', { title: '' }, 'title', MESSAGES.requiredItems],
      ['a date before today', { scheduleDate: seoulDay(-1) }, 'scheduleDate', MESSAGES.pastDate],
      [
        'recurring without a cycle',
        { isRecurring: true, recurringUntil: '2031-12-31' },
        'recurringPattern',
        MESSAGES.requiredItems,
      ],
      [
        'recurring without an end date',
        { isRecurring: true, recurringPattern: 'daily' },
        'recurringUntil',
        MESSAGES.requiredItems,
      ],
      [
        'recurring ending before the stored date',
        { isRecurring: true, recurringPattern: 'daily', recurringUntil: '2031-03-04' },
        'recurringUntil',
        MESSAGES.dateRangeOrder,
      ],
      ['a malformed time', { endTime: '25:00' }, 'endTime', MESSAGES.timeFormat],
      ...RELATED_ID_REFUSALS,
    ];

    it.each(mergedRefusals)(
      'when the merged result has %s, then 400 and nothing changes',
      async (_, body, path, message) => {
        const id = await createdId(scheduleBody({ title: '병합 검사' }));
        const res = await patch(id, body);
        expect([res.status, res.body.message], JSON.stringify(res.body)).toEqual([400, message]);
        expect(res.body.data.issues).toContainEqual({ path, message });
        const after = await callOperation(admin, scheduleOperations.getPersonalSchedule, {
          params: { id },
        });
        expect(after.body.data.data.schedule).toMatchObject({
          title: '병합 검사',
          startTime: '10:00',
          endTime: '11:00',
          isRecurring: false,
        });
      },
    );

    it('when an event already in the past is renamed, then its old date is not re-checked', async () => {
      const past = await academy.testApp.database.prisma.personalSchedule.create({
        data: {
          teacherId: 1,
          title: '지난 일정',
          scheduleDate: new Date(`${seoulDay(-10)}T00:00:00.000Z`),
          startMinute: 600,
          endMinute: 660,
        },
      });
      const res = await patch(past.id, { title: '지난 일정 (메모)', scheduleDate: seoulDay(-10) });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const moved = await patch(past.id, { scheduleDate: seoulDay(-9) });
      expect([moved.status, moved.body.message]).toEqual([400, MESSAGES.pastDate]);
    });

    it('when a one-off event becomes a series and back, then cycle and exclusions follow', async () => {
      const id = await createdId(scheduleBody({ title: '반복 전환', scheduleDate: '2031-03-03' }));
      const series = await patch(id, {
        isRecurring: true,
        recurringPattern: 'weekly',
        recurringUntil: '2031-03-31',
        description: '연습 [EXCLUDE:2031-03-10]',
      });
      expect(series.status, JSON.stringify(series.body)).toBe(200);
      expect(series.body.data.schedule).toMatchObject({
        isRecurring: true,
        recurringPattern: 'weekly',
        recurringUntil: '2031-03-31',
        excludedDates: ['2031-03-10'],
        description: '연습 [EXCLUDE:2031-03-10]',
      });
      // Text without the marker keeps the exclusions; a marker replaces them.
      const text = await patch(id, { description: '새 메모' });
      expect(text.body.data.schedule).toMatchObject({
        excludedDates: ['2031-03-10'],
        description: '새 메모 [EXCLUDE:2031-03-10]',
      });
      const marker = await patch(id, { description: '새 메모 [EXCLUDE:2031-03-17,2031-03-24]' });
      expect(marker.body.data.schedule.excludedDates).toEqual(['2031-03-17', '2031-03-24']);
      const oneOff = await patch(id, { isRecurring: false });
      expect(oneOff.body.data.schedule).toMatchObject({
        isRecurring: false,
        recurringPattern: null,
        recurringUntil: null,
        excludedDates: [],
        description: '새 메모',
      });
    });

    it('when the series end moves before today, then it is refused', async () => {
      const id = await createdId(
        scheduleBody({
          scheduleDate: seoulToday(),
          isRecurring: true,
          recurringPattern: 'daily',
          recurringUntil: '2031-12-31',
        }),
      );
      const res = await patch(id, { recurringUntil: seoulDay(-1) });
      expect(res.body.data.issues).toContainEqual({
        path: 'recurringUntil',
        message: MESSAGES.pastDate,
      });
    });

    it('when the schedule is unknown, then 404; someone else’s, then 403 and unchanged', async () => {
      const missing = await patch(999_999, { title: '없음' });
      expect([missing.status, missing.body.message]).toEqual([404, MESSAGES.notFound]);
      const id = await createdId(scheduleBody({ title: '관리자 일정' }));
      const foreign = await patch(id, { title: '남의 일정' }, other.agent);
      expect([foreign.status, foreign.body.message]).toEqual([403, MESSAGES.notOwn]);
      expect(
        (await callOperation(admin, scheduleOperations.getPersonalSchedule, { params: { id } }))
          .body.data.data.schedule.title,
      ).toBe('관리자 일정');
      const theirs = await createdId(scheduleBody({ title: '이선생 것' }), other.agent);
      expect((await patch(theirs, { title: '관리자가 수정' })).status).toBe(403);
    });
  });
});
