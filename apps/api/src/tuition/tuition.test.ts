import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDaysToIsoDate,
  seoulMonthOf,
  toAcademyIsoDate,
  TUITION_MESSAGES,
  TUITION_VALIDATION_MESSAGES,
  ZMyTuition,
  ZTuitionDue,
  ZTuitionList,
  ZTuitionUnpaidCount,
  tuitionOperations,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { MEMBERS_AND_STAFF, staffIdOf, useDemoAcademy } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { issuedDueOf, issueMonth } from './tuition-test-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulToday as today } from '../../test/seoul-days.js';

const thisMonth = () => seoulMonthOf(new Date());

describe('tuition dues', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  const patch = (id: number | string, body: object) =>
    callOperation(academy.staff, tuitionOperations.updateTuitionDue, { params: { id } }).send(body);

  beforeAll(async () => {
    await addMember(prisma(), { name: '가나다', phone: '01071000001' });
    await addMember(prisma(), { name: '라마바', phone: '01071000002' });
    await addMember(prisma(), { name: '사아자', phone: '01071000003' });
  });

  describe('GET /api/tuition', () => {
    it('when staff list a month, then a page of its dues by name, and totals of the whole month whatever the page and filter', async () => {
      const month = '2026-05';
      const paid = await issuedDueOf(academy.testApp, month);
      expect((await patch(paid.id, { paid: true, method: 'card' })).status).toBe(200);
      const dueCount = await prisma().tuitionDue.count({ where: { month } });
      expect(dueCount).toBe(5);

      const all = ZTuitionList.parse(
        (
          await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
            query: `month=${month}`,
          })
        ).body.data,
      );
      expect(all.month).toBe(month);
      expect(all.dues.map((due) => due.memberName)).toEqual(
        [...all.dues.map((due) => due.memberName)].sort((a, b) => a.localeCompare(b)),
      );
      const totals = {
        dueCount,
        paidCount: 1,
        unpaidCount: dueCount - 1,
        collected: 170_000,
        refunded: 0,
        outstanding: (dueCount - 1) * 170_000,
      };
      expect(all.totals).toEqual(totals);

      const unpaid = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
        query: `month=${month}&status=unpaid&limit=2&page=2`,
      });
      expect(unpaid.status).toBe(200);
      const page = ZTuitionList.parse(unpaid.body.data);
      expect(page.dues).toHaveLength(2);
      expect(page.dues.every((due) => !due.paid)).toBe(true);
      expect(page.pagination).toEqual({ page: 2, limit: 2, total: dueCount - 1, totalPages: 2 });
      expect(page.totals).toEqual(totals);

      const onlyPaid = ZTuitionList.parse(
        (
          await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
            query: `month=${month}&status=paid`,
          })
        ).body.data,
      );
      expect(onlyPaid.dues).toEqual([
        expect.objectContaining({ id: paid.id, paid: true, method: 'card', paidAt: today() }),
      ]);
    });

    it('when no month is given, then the current Seoul month (the seeded one)', async () => {
      const res = await callOperation(academy.staff, tuitionOperations.listTuitionDues);
      const list = ZTuitionList.parse(res.body.data);
      expect(list.month).toBe(thisMonth());
      expect(list.totals).toMatchObject({ dueCount: 2, paidCount: 1, unpaidCount: 1 });
    });

    it.each([
      ['2026-6', TUITION_VALIDATION_MESSAGES.tuitionMonthFormat.ko],
      ['2026-13', TUITION_VALIDATION_MESSAGES.tuitionMonthFormat.ko],
      ['2019-12', TUITION_VALIDATION_MESSAGES.tuitionMonthOutOfRange.ko],
    ])('when the month is %s, then 400 with its message', async (month, message) => {
      const res = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
        query: `month=${month}`,
      });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'VALIDATION_FAILED',
        message,
      ]);
    });
  });

  describe('PATCH /api/tuition/:id', () => {
    const month = '2026-04';
    let id: number;
    const auditOf = async () =>
      prisma().auditLog.findMany({
        where: { entityType: 'tuition_due', entityId: String(id) },
        orderBy: { id: 'asc' },
      });

    beforeAll(async () => {
      id = (await issuedDueOf(academy.testApp, month, DEMO.foreign.loginId)).id;
    });

    it('when staff mark a due paid, correct it and undo it, then the due follows and every change is audited', async () => {
      const marked = await patch(id, { paid: true, method: 'cash', note: '현금 수령' });
      expect([marked.status, marked.body.message]).toEqual([200, TUITION_MESSAGES.markedPaid.ko]);
      expect(ZTuitionDue.parse(marked.body.data)).toMatchObject({
        id,
        loginId: DEMO.foreign.loginId,
        paid: true,
        paidAt: today(),
        method: 'cash',
        note: '현금 수령',
      });
      // Without the text channel the member's receipt goes by e-mail, in their language.
      const receipts = await academy.testApp.database.prisma.mailOutbox.findMany({
        where: { dedupeKey: { startsWith: `tuition:${id}:paid:` } },
      });
      expect(
        receipts.map(({ dedupeKey, recipient, language }) => [dedupeKey, recipient, language]),
      ).toEqual([[`tuition:${id}:paid:${today()}`, DEMO.foreign.email, 'en']]);

      const dated = await patch(id, { paid: true, method: 'bank_transfer', paidAt: '2026-03-30' });
      expect(dated.body.data).toMatchObject({ paidAt: '2026-03-30', method: 'bank_transfer' });

      const undone = await patch(id, { paid: false });
      expect([undone.status, undone.body.message]).toEqual([
        200,
        TUITION_MESSAGES.paymentUndone.ko,
      ]);
      expect(undone.body.data).toMatchObject({
        paid: false,
        paidAt: null,
        method: null,
        note: null,
      });

      const adminId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
      const audit = await auditOf();
      expect(audit.map((row) => [row.action, row.staffId])).toEqual([
        ['tuition.update', adminId],
        ['tuition.update', adminId],
        ['tuition.update', adminId],
      ]);
      expect(audit[0]?.details).toMatchObject({
        month,
        before: { paidAt: null, method: null },
        after: { paidAt: today(), method: 'cash', note: '현금 수령' },
      });
    });

    it('when staff adjust the amount twice, then the first amount and the latest reason are kept; a note can be written and cleared', async () => {
      const first = await patch(id, { amount: 150_000, reason: '형제 할인' });
      expect([first.status, first.body.message]).toEqual([200, TUITION_MESSAGES.amountAdjusted.ko]);
      const second = await patch(id, { amount: 0, reason: '장학생' });
      expect(second.body.data).toMatchObject({
        amount: 0,
        adjustment: { originalAmount: 170_000, reason: '장학생' },
      });

      const noted = await patch(id, { note: '다음 주 입금 예정' });
      expect([noted.body.message, noted.body.data.note]).toEqual([
        TUITION_MESSAGES.dueUpdated.ko,
        '다음 주 입금 예정',
      ]);
      expect((await patch(id, { note: '' })).body.data.note).toBeNull();
    });

    it.each([
      [{ paid: true }, TUITION_VALIDATION_MESSAGES.tuitionMethodRequired.ko],
      [
        { paid: true, method: 'card', paidAt: addDaysToIsoDate(toAcademyIsoDate(new Date()), 1) },
        TUITION_VALIDATION_MESSAGES.tuitionPaidDateFuture.ko,
      ],
      // April's payments may be dated from 31 days before April 1st: 2026-03-01.
      [
        { paid: true, method: 'card', paidAt: '2026-02-28' },
        TUITION_VALIDATION_MESSAGES.tuitionPaidDateTooEarly.ko,
      ],
      [{ amount: -1, reason: '오류' }, TUITION_VALIDATION_MESSAGES.tuitionAmountInvalid.ko],
      [{ amount: 100_000 }, TUITION_VALIDATION_MESSAGES.tuitionReasonRequired.ko],
      [{}, TUITION_VALIDATION_MESSAGES.tuitionNothingToChange.ko],
      [{ paid: false, method: 'card' }, TUITION_VALIDATION_MESSAGES.tuitionPaidFieldsNeedPaid.ko],
    ])(
      'when the change is %j, then 400 with its message and nothing changes',
      async (body, message) => {
        const before = await prisma().tuitionDue.findUniqueOrThrow({ where: { id } });
        const auditCount = (await auditOf()).length;
        const res = await patch(id, body);
        expect([res.status, res.body.code, res.body.message]).toEqual([
          400,
          'VALIDATION_FAILED',
          message,
        ]);
        expect(await prisma().tuitionDue.findUniqueOrThrow({ where: { id } })).toEqual(before);
        expect(await auditOf()).toHaveLength(auditCount);
      },
    );

    it('when the due does not exist, then 404; when the id is no number, then 400', async () => {
      const unknown = await patch(999_999, { paid: true, method: 'card' });
      expect([unknown.status, unknown.body.code, unknown.body.message]).toEqual([
        404,
        'NOT_FOUND',
        TUITION_MESSAGES.dueNotFound.ko,
      ]);
      expect((await patch('abc', { paid: true, method: 'card' })).status).toBe(400);
    });
  });

  describe('GET /api/tuition/me and /api/tuition/unpaid-count', () => {
    it('when a member asks, then only their own dues, newest month first, with this month as current', async () => {
      await issueMonth(academy.testApp, '2026-02');
      const res = await callOperation(academy.student, tuitionOperations.getMyTuition);
      expect(res.status).toBe(200);
      const mine = ZMyTuition.parse(res.body.data);
      expect(mine.current).toMatchObject({ month: thisMonth(), loginId: DEMO.student.loginId });
      expect(new Set(mine.history.map((due) => due.loginId))).toEqual(
        new Set([DEMO.student.loginId]),
      );
      const months = mine.history.map((due) => due.month);
      expect(months).toEqual([...months].sort().reverse());
      expect(months).toContain('2026-02');

      const theirs = ZMyTuition.parse(
        (await callOperation(academy.foreign, tuitionOperations.getMyTuition)).body.data,
      );
      expect(theirs.history.every((due) => due.loginId === DEMO.foreign.loginId)).toBe(true);
    });

    it('when staff ask for the badge, then the unpaid dues of the current Seoul month', async () => {
      const res = await callOperation(academy.staff, tuitionOperations.countUnpaidTuition);
      expect(ZTuitionUnpaidCount.parse(res.body.data)).toEqual({
        month: thisMonth(),
        unpaidCount: await prisma().tuitionDue.count({
          where: { month: thisMonth(), paidAt: null },
        }),
      });
    });
  });

  describe('who may call', () => {
    const staffCalls: [string, string, object?][] = [
      ['get', '/api/tuition'],
      ['patch', '/api/tuition/1', { paid: false }],
      ['post', '/api/tuition/remind', { month: '2026-05' }],
      ['get', '/api/tuition/export?month=2026-05'],
      ['get', '/api/tuition/unpaid-count'],
    ];
    const send = (
      agent: ReturnType<typeof request.agent>,
      [method, path, body]: (typeof staffCalls)[number],
    ) =>
      method === 'get'
        ? agent.get(path)
        : method === 'post'
          ? agent.post(path).send(body)
          : agent.patch(path).send(body);

    it.each(staffCalls)('when a guest calls %s %s, then 401; a member, 403', async (...call) => {
      expect((await send(request.agent(academy.testApp.app), call)).status).toBe(401);
      expect((await send(academy.student, call)).status).toBe(403);
    });

    it('when staff or a guest ask for /me, then 403 and 401', async () => {
      expect((await callOperation(academy.staff, tuitionOperations.getMyTuition)).status).toBe(403);
      expect(
        (await callOperation(request(academy.testApp.app), tuitionOperations.getMyTuition)).status,
      ).toBe(401);
    });
  });
});
