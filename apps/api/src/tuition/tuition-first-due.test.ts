import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  FEEDBACK_MESSAGES,
  seoulInstant,
  STAFF_MESSAGES,
  VALIDATION_MESSAGES,
  ZFirstDue,
  ZMyTuition,
  ZTuitionList,
  applicationOperations,
  tuitionOperations,
  sentenceDate,
} from '@academy/contracts';
import { DEMO, signedInWithOwnPassword } from '../../test/auth-helpers.js';
import { numberedLessonApplications } from '../../test/factories/lesson-applications.js';
import { MEMBERS_AND_STAFF, staffIdOf, useDemoAcademy } from '../../test/demo-academy.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { issueMonth } from './tuition-test-helpers.js';
import { callOperation } from '../../test/call-operation.js';

/*
 * The approvals and previews run on a clock the test sets. November 2026 has four Tuesdays
 * (3, 10, 17, 24), Wednesdays (4, 11, 18, 25) and Thursdays (5, 12, 19, 26); December 3 is a
 * Thursday.
 */
const clock = { now: seoulInstant('2026-11-05', 10) };

describe('a new member’s first tuition due', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF, () =>
    createTestAppWithMail({ now: () => clock.now }),
  );
  const prisma = () => academy.testApp.database.prisma;
  let teacherId: number;

  beforeAll(async () => {
    teacherId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
  });

  const newApplication = numberedLessonApplications(prisma, '0107333', (n, isForeigner) => ({
    name: isForeigner ? `Newcomer ${n}` : `신입생${n}`,
    email: `first-due${n}@example.com`,
  }));

  /** A weekly slot of its own for each approval: one teacher's slots never overlap. */
  const slot = (lessonDayOfWeek: string, hour: number) => ({
    lessonDayOfWeek,
    lessonStartTime: `${String(hour).padStart(2, '0')}:00`,
    lessonEndTime: `${String(hour + 1).padStart(2, '0')}:00`,
  });

  const approve = (id: number, body: object) =>
    callOperation(academy.staff, applicationOperations.approveLessonApplication, {
      params: { id },
    }).send({ teacherId, monthlyFee: 170_000, isForeigner: false, ...body });

  const preview = (id: number, query: Record<string, string | number>) =>
    callOperation(academy.staff, applicationOperations.previewFirstDue, { params: { id } }).query(
      query,
    );

  const duesOf = (memberId: number) =>
    prisma().tuitionDue.findMany({ where: { memberId }, orderBy: { month: 'asc' } });

  const noticesOf = (memberId: number) =>
    prisma().memberNotification.findMany({
      where: { memberId, category: 'payment_due' },
      orderBy: { id: 'asc' },
    });

  it('when approved on the 28th with lessons from the 3rd, then the first due is December’s whole fee set at approval, due on the 1st, nothing is owed for November, and the monthly job adds no second one', async () => {
    clock.now = seoulInstant('2026-11-28', 14);
    const application = await newApplication();
    const res = await approve(application.id, { ...slot('Thursday', 10), monthlyFee: 150_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { userId } = res.body.data;

    const dues = await duesOf(userId);
    expect(dues).toEqual([
      expect.objectContaining({
        month: '2026-12',
        amount: 150_000,
        dueDate: fromIsoDate('2026-12-01'),
        proratedLessons: null,
        monthLessons: null,
        lastRemindedOn: null,
      }),
    ]);
    const [notice] = await noticesOf(userId);
    expect(notice).toMatchObject({
      titleEn: 'Tuition due',
      message: `2026년 12월 수강료 150,000원의 납부 기한은 ${sentenceDate('2026-12-01', 'ko')}입니다.`,
    });

    // The job of December, once and again, finds the due there and announces nothing more.
    await issueMonth(academy.testApp, '2026-12');
    await issueMonth(academy.testApp, '2026-12');
    expect(await duesOf(userId)).toEqual(dues);
    expect(await noticesOf(userId)).toHaveLength(1);
  });

  it('when approved mid-month, then the first due bills the lessons left, due that day, and staff and the member see why', async () => {
    clock.now = seoulInstant('2026-11-05', 10);
    const application = await newApplication();
    const res = await approve(application.id, slot('Tuesday', 10));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { userId, loginId, temporaryPassword } = res.body.data;

    const member = await signedInWithOwnPassword(academy.testApp.app, {
      loginId,
      password: temporaryPassword,
    });
    const mine = ZMyTuition.parse(
      (await callOperation(member, tuitionOperations.getMyTuition)).body.data,
    );
    expect(mine.history).toEqual([
      expect.objectContaining({
        month: '2026-11',
        amount: 127_500,
        dueDate: '2026-11-05',
        proration: { lessons: 3, monthLessons: 4 },
        lastRemindedOn: null,
      }),
    ]);
    const staffList = ZTuitionList.parse(
      (
        await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
          query: { month: '2026-11', limit: 100 },
        })
      ).body.data,
    );
    expect(staffList.dues.find((due) => due.memberId === userId)).toMatchObject({
      amount: 127_500,
      proration: { lessons: 3, monthLessons: 4 },
    });
    expect(staffList.dues.find((due) => due.loginId === DEMO.student.loginId)?.proration).toBe(
      null,
    );

    const [notice] = await noticesOf(userId);
    expect(notice?.message).toBe(
      `2026년 11월 수강료 127,500원(4회 중 3회 수업분)의 납부 기한은 ${sentenceDate('2026-11-05', 'ko')}입니다.`,
    );
    expect(notice?.messageEn).toBe(
      `Your tuition for November 2026, KRW 127,500 (3 of 4 lessons), is due on ${sentenceDate('2026-11-05', 'en')}.`,
    );
    await academy.testApp.outbox.settled();
    const [mail] = academy.testApp.smtp.messages.filter(
      (sent) => sent.to.includes(application.email ?? '') && sent.subject.includes('수강료'),
    );
    expect(mail?.text).toContain(
      `2026년 11월 수강료는 127,500원이며 납부 기한은 ${sentenceDate('2026-11-05', 'ko')}입니다.`,
    );
    expect(mail?.text).toContain('첫 달은 남은 수업만 계산했습니다: 4회 중 3회 수업.');

    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'lesson_request.approve', entityId: String(application.id) },
    });
    expect(audit.details).toMatchObject({
      firstDue: { kind: 'prorated', month: '2026-11', amount: 127_500 },
    });

    // A retry of November's job keeps the pro-rated due as it is.
    const [due] = await duesOf(userId);
    await issueMonth(academy.testApp, '2026-11');
    expect(await duesOf(userId)).toEqual([due]);
    expect(await noticesOf(userId)).toHaveLength(1);
  });

  it('when a foreign member is approved with a lesson left on a closed day, then that lesson is not billed and the e-mail says so in English', async () => {
    clock.now = seoulInstant('2026-11-05', 11);
    await prisma().closure.create({
      data: { date: fromIsoDate('2026-11-17'), reason: '학원 사정', reasonEn: 'Academy closed' },
    });
    const application = await newApplication(true);
    const res = await approve(application.id, { ...slot('Tuesday', 11), isForeigner: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [due] = await duesOf(res.body.data.userId);
    expect(due).toMatchObject({ amount: 85_000, proratedLessons: 2, monthLessons: 4 });
    await academy.testApp.outbox.settled();
    const [mail] = academy.testApp.smtp.messages.filter(
      (sent) => sent.to.includes(application.email ?? '') && sent.subject.includes('Tuition'),
    );
    expect(mail?.subject).toBe(`[Drum Academy] Tuition for November 2026`);
    expect(mail?.text).toContain(
      `Your tuition for November 2026 is KRW 85,000, due on ${sentenceDate('2026-11-05', 'en')}.`,
    );
    expect(mail?.text).toContain(
      'Your first month counts only the lessons left in it: 2 of 4 lessons.',
    );
  });

  it('when staff remind the month right after an approval, then the new member, whose due is not late, is not reminded', async () => {
    clock.now = seoulInstant('2026-11-28', 15);
    const application = await newApplication();
    const res = await approve(application.id, slot('Wednesday', 10));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { userId } = res.body.data;

    // The member's e-mails and notices from the approval: no reminder among them.
    const mails = await prisma().mailOutbox.findMany({
      where: { dedupeKey: { startsWith: 'tuition:' }, recipient: application.email ?? '' },
    });
    expect(mails.map((mail) => mail.dedupeKey)).toEqual([
      expect.stringMatching(/^tuition:\d+:issued$/),
    ]);
    const remind = await callOperation(academy.staff, tuitionOperations.remindUnpaidTuition).send({
      month: '2026-11',
    });
    expect(remind.status).toBe(200);
    const notices = await noticesOf(userId);
    expect(notices.map((notice) => notice.titleEn)).toEqual(['Tuition due']);
    expect(notices[0]?.message).toContain(`납부 기한은 ${sentenceDate('2026-12-01', 'ko')}입니다`);
    const [due] = await duesOf(userId);
    expect(due).toMatchObject({ month: '2026-12', lastRemindedOn: null });
  });

  describe('GET /api/lessons/requests/:id/first-due', () => {
    it('when staff preview an approval, then it answers the due the approval then issues, and writes nothing', async () => {
      clock.now = seoulInstant('2026-11-05', 10);
      const application = await newApplication();
      const before = await prisma().tuitionDue.count();
      const res = await preview(application.id, {
        lessonDayOfWeek: 'Wednesday',
        lessonStartTime: '12:00',
        monthlyFee: 170000,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(ZFirstDue.parse(res.body.data)).toEqual({
        kind: 'prorated',
        month: '2026-11',
        amount: 127_500,
        dueDate: '2026-11-05',
        proration: { lessons: 3, monthLessons: 4 },
      });
      expect(await prisma().tuitionDue.count()).toBe(before);

      const approved = await approve(application.id, slot('Wednesday', 12));
      const [due] = await duesOf(approved.body.data.userId);
      expect(due).toMatchObject({
        month: '2026-11',
        amount: 127_500,
        dueDate: fromIsoDate('2026-11-05'),
        proratedLessons: 3,
        monthLessons: 4,
      });

      const decided = await preview(application.id, {
        lessonDayOfWeek: 'Wednesday',
        lessonStartTime: '12:00',
        monthlyFee: 170000,
      });
      expect([decided.status, decided.body.message]).toEqual([
        409,
        STAFF_MESSAGES.lessonNotPending.ko,
      ]);
    });

    it('when no lesson is left this month, then the preview is next month’s whole fee, in December the next year’s January', async () => {
      clock.now = seoulInstant('2026-12-31', 20);
      const application = await newApplication();
      const res = await preview(application.id, {
        lessonDayOfWeek: 'Thursday',
        lessonStartTime: '15:00',
        monthlyFee: 150000,
      });
      expect(res.body.data).toEqual({
        kind: 'next_month',
        month: '2027-01',
        price: 150_000,
        siblingDiscount: 0,
        amount: 150_000,
        dueDate: '2027-01-01',
        proration: null,
      });
    });

    it.each([
      [{ lessonDayOfWeek: 'Saturday' }, VALIDATION_MESSAGES.approvalScheduleRequired],
      [{ lessonStartTime: '' }, VALIDATION_MESSAGES.approvalScheduleRequired],
      [{ lessonStartTime: '25:00' }, VALIDATION_MESSAGES.timeFormat],
      [{ monthlyFee: '-1' }, VALIDATION_MESSAGES.monthlyFeeInvalid],
      [{ monthlyFee: '1e5' }, VALIDATION_MESSAGES.monthlyFeeInvalid],
      [{ monthlyFee: '' }, VALIDATION_MESSAGES.monthlyFeeInvalid],
      [{ monthlyFee: '10000001' }, VALIDATION_MESSAGES.monthlyFeeInvalid],
      [{ monthlyFee: undefined }, VALIDATION_MESSAGES.monthlyFeeInvalid],
    ])('when the preview is asked with %o, then 400 in both languages', async (bad, message) => {
      const application = await newApplication();
      const query = Object.fromEntries(
        Object.entries({
          lessonDayOfWeek: 'Monday',
          lessonStartTime: '15:00',
          monthlyFee: '170000',
          ...bad,
        }).filter(([, value]) => value !== undefined),
      ) as Record<string, string>;
      const korean = await preview(application.id, query);
      expect([korean.status, korean.body.code, korean.body.message]).toEqual([
        400,
        'VALIDATION_FAILED',
        message.ko,
      ]);
      const english = await preview(application.id, query).set('Accept-Language', 'en');
      expect(english.body.message).toBe(message.en);
    });

    it('when the application is unknown, then 404', async () => {
      const res = await preview(999_999, {
        lessonDayOfWeek: 'Monday',
        lessonStartTime: '15:00',
        monthlyFee: 170000,
      });
      expect([res.status, res.body.message]).toEqual([404, FEEDBACK_MESSAGES.notFound.ko]);
    });

    it('when a guest or a member asks, then 401 and 403', async () => {
      const application = await newApplication();
      const path = `/api/lessons/requests/${application.id}/first-due?lessonDayOfWeek=Monday&lessonStartTime=15:00&monthlyFee=170000`;
      expect((await request(academy.testApp.app).get(path)).status).toBe(401);
      const member = await academy.student.get(path);
      expect([member.status, member.body.message]).toEqual([
        403,
        FEEDBACK_MESSAGES.accessDenied.ko,
      ]);
    });
  });
});
