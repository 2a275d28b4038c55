import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  addMonths,
  PAYMENT_MESSAGES,
  paymentOperations,
  toAcademyIsoDate,
  tuitionOperations,
  ZMyTuition,
  ZTuitionList,
  ZVirtualAccount,
  type TTuitionUpdate,
} from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { statusesOf } from '../../test/refusals.js';
import {
  depositCallback,
  expectPaidOnceOnline,
  postTossWebhook,
  useTossAcademy,
} from '../../test/toss-double.js';
import { dueOf, issuedDueOf } from '../tuition/tuition-test-helpers.js';

/**
 * Months ahead of this Seoul month, within what the staff list shows (12 months); next month's
 * due takes a payment recorded today.
 */
const monthAhead = (months: number) => addMonths(toAcademyIsoDate(new Date()).slice(0, 7), months);
const NEXT_MONTH = monthAhead(1);

describe('a waiting virtual account when staff change its due', () => {
  const academy = useTossAcademy(MEMBERS_AND_STAFF);
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;

  async function dueWithAccount(month: string) {
    const due = await issuedDueOf(academy.testApp, month);
    const res = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
      params: { id: due.id },
    }).send({ bank: '06' });
    expect(res.status).toBe(200);
    const account = ZVirtualAccount.parse(res.body.data);
    const attempt = await prisma().paymentAttempt.findFirstOrThrow({
      where: { dueId: due.id, state: 'waiting' },
    });
    return { due, account, attempt, paymentKey: attempt.paymentKey ?? '' };
  }
  const change = (dueId: number, body: TTuitionUpdate, caller: TCaller = academy.staff) =>
    callOperation(caller, tuitionOperations.updateTuitionDue, { params: { id: dueId } }).send(body);
  const atToss = (paymentKey: string) =>
    double()
      .payments()
      .find((each) => each.paymentKey === paymentKey);
  const attemptState = async (id: number) =>
    (await prisma().paymentAttempt.findUniqueOrThrow({ where: { id } })).state;
  const closedNotices = (dueId: number, orderId: string) =>
    prisma().mailOutbox.count({
      where: { dedupeKey: `tuition:${dueId}:virtual-account:${orderId}:closed` },
    });

  it('when a teacher changes the amount, then the account closes at Toss first, the payer is told why, and no deposit can pay the old amount', async () => {
    const { due, account, attempt, paymentKey } = await dueWithAccount(monthAhead(2));
    const list = await callOperation(academy.staff, tuitionOperations.listTuitionDues, {
      query: `month=${monthAhead(2)}`,
    });
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const listed = ZTuitionList.parse(list.body.data).dues.find((each) => each.id === due.id);
    expect(listed?.waitingAccount).toEqual({ depositDeadline: account.depositDeadline });

    const teacher = await signedInOtherTeacher(academy.testApp.app, prisma());
    const res = await change(due.id, { amount: 150_000, reason: '결석 2회 차감' }, teacher.agent);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ amount: 150_000, paid: false, waitingAccount: null });
    expect(atToss(paymentKey)?.status).toBe('CANCELED');
    expect(
      await prisma().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } }),
    ).toMatchObject({ state: 'expired', failureCode: 'CLOSED_BY_STAFF' });
    const notice = await prisma().memberNotification.findFirstOrThrow({
      where: { title: '가상계좌 종료 안내' },
      orderBy: { id: 'desc' },
    });
    expect(notice.message).toContain('150,000원으로 바꾸었습니다');
    expect(await closedNotices(due.id, attempt.orderId)).toBe(1);
    expect(
      await prisma().auditLog.count({
        where: { action: 'tuition.virtual_account_closed', entityId: String(due.id) },
      }),
    ).toBe(1);

    // The closed account takes no deposit, and a callback for it (even with its secret) pays nothing.
    expect(() => double().deposit(paymentKey)).toThrow(/ALREADY_PROCESSED/);
    const callback = { ...depositCallback(double(), paymentKey), status: 'DONE' };
    expect((await postTossWebhook(academy.testApp, callback)).body.data).toEqual({
      settled: false,
    });
    expect((await dueOf(academy.testApp, DEMO.student.loginId, monthAhead(2))).paidAt).toBeNull();
    const mine = await callOperation(academy.student, tuitionOperations.getMyTuition);
    const shown = ZMyTuition.parse(mine.body.data).history.find((each) => each.id === due.id);
    expect([shown?.amount, shown?.virtualAccount]).toEqual([150_000, null]);
    // A new account is for the new amount.
    const again = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
      params: { id: due.id },
    }).send({ bank: '06' });
    expect([again.status, again.body.data.amount]).toEqual([200, 150_000]);
  });

  it('when staff record the payment by hand, then the account closes, the payer gets the receipt and is told the account closed', async () => {
    const { due, attempt, paymentKey } = await dueWithAccount(NEXT_MONTH);
    const res = await change(due.id, { paid: true, method: 'cash' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ paid: true, method: 'cash', waitingAccount: null });
    expect(atToss(paymentKey)?.status).toBe('CANCELED');
    expect(await attemptState(attempt.id)).toBe('expired');
    expect(await closedNotices(due.id, attempt.orderId)).toBe(1);
    const notice = await prisma().memberNotification.findFirstOrThrow({
      where: { title: '가상계좌 종료 안내' },
      orderBy: { id: 'desc' },
    });
    expect(notice.message).toContain('납부된 것으로 기록했습니다');
    expect(
      await prisma().mailOutbox.count({
        where: { dedupeKey: { startsWith: `tuition:${due.id}:paid:` } },
      }),
    ).toBe(1);
  });

  it('when Toss cannot be reached, then nothing changes and staff are told to save again', async () => {
    const { due, attempt, paymentKey } = await dueWithAccount(monthAhead(3));
    double().failNextCalls(1, 'error');
    const res = await change(due.id, { amount: 120_000, reason: '할인' });
    expectFailure(res, 503, 'SERVICE_UNAVAILABLE', PAYMENT_MESSAGES.accountCloseUnavailable.ko);
    expect((await dueOf(academy.testApp, DEMO.student.loginId, monthAhead(3))).amount).toBe(
      due.amount,
    );
    expect(await attemptState(attempt.id)).toBe('waiting');
    expect(atToss(paymentKey)?.status).toBe('WAITING_FOR_DEPOSIT');
    expect(
      await prisma().auditLog.count({
        where: { action: 'tuition.update', entityId: String(due.id) },
      }),
    ).toBe(0);
    // Saving again, once Toss answers, closes it and applies the change.
    expect((await change(due.id, { amount: 120_000, reason: '할인' })).status).toBe(200);
    expect(await attemptState(attempt.id)).toBe('expired');
  });

  it('when the member has just deposited, then the deposit pays the due once and the change is refused with 409', async () => {
    const { due, paymentKey } = await dueWithAccount(monthAhead(4));
    // Toss has the money; its callback has not reached the academy yet.
    double().deposit(paymentKey);
    const res = await change(due.id, { amount: 100_000, reason: '할인' });
    expectFailure(res, 409, 'DUE_ALREADY_PAID', PAYMENT_MESSAGES.accountJustPaid.ko);
    await expectPaidOnceOnline(academy.testApp, due.id, 'bank_transfer');
    expect((await dueOf(academy.testApp, DEMO.student.loginId, monthAhead(4))).amount).toBe(
      due.amount,
    );
    // The late callback changes nothing more.
    const late = await postTossWebhook(academy.testApp, depositCallback(double(), paymentKey));
    expect(late.body.data).toEqual({ settled: false });
    await expectPaidOnceOnline(academy.testApp, due.id, 'bank_transfer');
    // Saved again, the change is refused: what Toss took stays the due's amount.
    const again = await change(due.id, { amount: 100_000, reason: '할인' }).set(
      'Accept-Language',
      'en',
    );
    expectFailure(again, 409, 'DUE_ALREADY_PAID', PAYMENT_MESSAGES.duePaidOnline.en);
  });

  it('when the account is still being issued, then the change waits for it: 409 and nothing changes', async () => {
    const due = await issuedDueOf(academy.testApp, monthAhead(6));
    // Toss's answer to the issue is lost: the attempt waits without an account.
    double().failNextCalls(1, 'error');
    const issue = await callOperation(academy.student, paymentOperations.issueVirtualAccount, {
      params: { id: due.id },
    }).send({ bank: '06' });
    expect(issue.status).toBe(503);
    const res = await change(due.id, { amount: 100_000, reason: '할인' });
    expectFailure(res, 409, 'PAYMENT_NOT_CONFIRMABLE', PAYMENT_MESSAGES.accountBeingIssued.ko);
    expect((await dueOf(academy.testApp, DEMO.student.loginId, monthAhead(6))).amount).toBe(
      due.amount,
    );
    expect(
      (await prisma().paymentAttempt.findMany({ where: { dueId: due.id } })).map((a) => a.state),
    ).toEqual(['waiting']);
  });

  it('when a member, a guest, a refused change or a note alone is sent, then the account keeps waiting', async () => {
    const { due, attempt, paymentKey } = await dueWithAccount(monthAhead(5));
    const body = { amount: 100_000, reason: '할인' };
    expect(
      await statusesOf([
        change(due.id, body, academy.student),
        change(due.id, body, request(academy.testApp.app)),
        // A payment dated long before the due's month is refused before Toss is asked.
        change(due.id, { paid: true, method: 'cash', paidAt: '2026-01-01' }),
        change(due.id, { note: '다음 주 입금 예정' }),
        change(due.id, { amount: due.amount, reason: '그대로' }),
      ]),
    ).toEqual([403, 401, 400, 200, 200]);
    expect(await attemptState(attempt.id)).toBe('waiting');
    expect(atToss(paymentKey)?.status).toBe('WAITING_FOR_DEPOSIT');
  });
});
