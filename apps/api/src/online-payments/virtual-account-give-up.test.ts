import request from 'supertest';
import { describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  PAYMENT_MESSAGES,
  paymentOperations,
  tuitionOperations,
  VIRTUAL_ACCOUNT_LIMITS,
  ZMyTuition,
  ZMyTuitionDue,
} from '@academy/contracts';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { expectFailure } from '../../test/envelopes.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import { statusesOf } from '../../test/refusals.js';
import {
  askPaymentOrder,
  childDueOf,
  depositCallback,
  expectPaidOnceOnline,
  postTossWebhook,
  useTossAcademy,
} from '../../test/toss-double.js';
import { issueMonth } from '../tuition/tuition-test-helpers.js';

const KOOKMIN = { bank: '06' } as const;

describe('a payer gives up a waiting virtual account early', () => {
  const academy = useTossAcademy(MEMBERS_AND_STAFF);
  const double = () => academy.double();
  const prisma = () => academy.testApp.database.prisma;
  let members = 0;

  const giveUp = (caller: TCaller, dueId: number) =>
    callOperation(caller, paymentOperations.closeVirtualAccount, { params: { id: dueId } });
  const issue = (caller: TCaller, dueId: number) =>
    callOperation(caller, paymentOperations.issueVirtualAccount, { params: { id: dueId } }).send(
      KOOKMIN,
    );
  const atToss = (paymentKey: string) =>
    double()
      .payments()
      .find((each) => each.paymentKey === paymentKey);
  const closedAudits = (dueId: number) =>
    prisma().auditLog.count({
      where: { action: 'tuition.virtual_account_closed', entityId: String(dueId) },
    });

  /** A new member of their own (closes count per account) with `month`'s due unpaid. */
  async function payerOf(month: string) {
    members += 1;
    const payer = await addSignedInMember(academy.testApp, {
      name: `계좌닫기${members}`,
      phone: `0107430${String(members).padStart(4, '0')}`,
    });
    await issueMonth(academy.testApp, month);
    const due = await prisma().tuitionDue.findFirstOrThrow({
      where: { memberId: payer.member.id, month },
    });
    return { ...payer, due };
  }

  async function waitingAccountOf(caller: TCaller, dueId: number) {
    const res = await issue(caller, dueId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const attempt = await prisma().paymentAttempt.findFirstOrThrow({
      where: { dueId, state: 'waiting' },
    });
    return { attempt, paymentKey: attempt.paymentKey ?? '' };
  }

  it('when the payer closes the account, then Toss closes it, the due comes back unpaid with no account, the card can be opened and a new account issued', async () => {
    const { agent, due } = await payerOf('2030-01');
    const { attempt, paymentKey } = await waitingAccountOf(agent, due.id);
    // While the account waits, the card is refused.
    expect((await askPaymentOrder(agent, due.id)).status).toBe(409);

    const res = await giveUp(agent, due.id).set('Accept-Language', 'en');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(PAYMENT_MESSAGES.accountClosedByPayer.en);
    expect(ZMyTuitionDue.parse(res.body.data)).toMatchObject({
      id: due.id,
      paid: false,
      virtualAccount: null,
      waitingAccount: null,
    });
    expect(atToss(paymentKey)?.status).toBe('CANCELED');
    expect(
      await prisma().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } }),
    ).toMatchObject({ state: 'expired', failureCode: 'CLOSED_BY_PAYER' });
    const audit = await prisma().auditLog.findFirstOrThrow({
      where: { action: 'tuition.virtual_account_closed', entityId: String(due.id) },
    });
    expect(audit.details).toMatchObject({ status: 'CLOSED_BY_PAYER', reason: 'payer' });
    // The payer asked: no notice beyond the answer.
    expect(
      await prisma().mailOutbox.count({
        where: { dedupeKey: `tuition:${due.id}:virtual-account:${attempt.orderId}:closed` },
      }),
    ).toBe(0);
    expect(
      await prisma().memberNotification.count({
        where: { memberId: due.memberId, title: '가상계좌 종료 안내' },
      }),
    ).toBe(0);

    // The closed account takes no deposit, and its callback pays nothing.
    expect(() => double().deposit(paymentKey)).toThrow(/ALREADY_PROCESSED/);
    const late = await postTossWebhook(academy.testApp, {
      ...depositCallback(double(), paymentKey),
      status: 'DONE',
    });
    expect(late.body.data).toEqual({ settled: false });
    const mine = await callOperation(agent, tuitionOperations.getMyTuition);
    const shown = ZMyTuition.parse(mine.body.data).history.find((each) => each.id === due.id);
    expect([shown?.paid, shown?.virtualAccount]).toEqual([false, null]);

    expect((await askPaymentOrder(agent, due.id)).status).toBe(201);
    const again = await issue(agent, due.id);
    expect(again.status).toBe(200);
    expect(again.body.data.accountNumber).not.toBe(
      atToss(paymentKey)?.virtualAccount?.accountNumber,
    );
  });

  it("when a guardian acts for their child, then the child's account closes; not without acting", async () => {
    const { guardian, child, due } = await childDueOf(academy.testApp, '2030-02', {
      guardian: { name: '닫기부모', phone: '01074310001' },
      child: { name: '닫기 아이', phone: '01074310002' },
    });
    const acting = (test: request.Test) => test.set(ACTING_FOR_HEADER, String(child.id));
    expect((await acting(issue(guardian.agent, due.id))).status).toBe(200);
    const { paymentKey } = await prisma().paymentAttempt.findFirstOrThrow({
      where: { dueId: due.id, state: 'waiting' },
    });

    const own = await giveUp(guardian.agent, due.id);
    expectFailure(own, 404, 'NOT_FOUND', '수강료 내역을 찾을 수 없습니다.');
    expect(atToss(paymentKey ?? '')?.status).toBe('WAITING_FOR_DEPOSIT');

    const res = await acting(giveUp(guardian.agent, due.id));
    expect([res.status, res.body.data?.virtualAccount]).toEqual([200, null]);
    expect(atToss(paymentKey ?? '')?.status).toBe('CANCELED');
    expect(await closedAudits(due.id)).toBe(1);
  });

  it('when another member, a teacher, staff or a guest asks, then they are refused as the issue refuses them, and the account keeps waiting', async () => {
    const { agent, due } = await payerOf('2030-03');
    const { attempt, paymentKey } = await waitingAccountOf(agent, due.id);
    const teacher = await signedInOtherTeacher(academy.testApp.app, prisma());
    const guest = request(academy.testApp.app);
    const others = [academy.foreign, teacher.agent, academy.staff, guest];
    const closes = await statusesOf(others.map((caller) => giveUp(caller, due.id)));
    const issues = await statusesOf(others.map((caller) => issue(caller, due.id)));
    expect(closes).toEqual([404, 403, 403, 401]);
    expect(closes).toEqual(issues);
    // An unknown due answers as another member's does: nothing says whether it exists.
    const unknown = await giveUp(academy.foreign, 2_000_000_000);
    expect([unknown.status, unknown.body.message]).toEqual([
      404,
      (await giveUp(academy.foreign, due.id)).body.message,
    ]);
    expect(atToss(paymentKey)?.status).toBe('WAITING_FOR_DEPOSIT');
    expect(
      (await prisma().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).state,
    ).toBe('waiting');
  });

  it('when no account waits, then 409 says so; a paid due is refused as paid', async () => {
    const { agent, due } = await payerOf('2030-04');
    expectFailure(
      await giveUp(agent, due.id),
      409,
      'PAYMENT_NOT_CONFIRMABLE',
      PAYMENT_MESSAGES.noWaitingAccount.ko,
    );
    const en = await giveUp(agent, due.id).set('Accept-Language', 'en');
    expect(en.body.message).toBe(PAYMENT_MESSAGES.noWaitingAccount.en);
    await prisma().tuitionDue.update({
      where: { id: due.id },
      data: { paidAt: new Date(), method: 'cash' },
    });
    const paid = await giveUp(agent, due.id);
    expect([paid.status, paid.body.code, paid.body.data?.paid]).toEqual([
      409,
      'DUE_ALREADY_PAID',
      true,
    ]);
  });

  it('when the deposit reached Toss first, then the due is paid once by it and the close answers 409 with the paid due', async () => {
    const { agent, due } = await payerOf('2030-05');
    const { paymentKey } = await waitingAccountOf(agent, due.id);
    // Toss has the money; its callback has not reached the academy yet.
    double().deposit(paymentKey);
    const res = await giveUp(agent, due.id);
    expect([res.status, res.body.code, res.body.message]).toEqual([
      409,
      'DUE_ALREADY_PAID',
      PAYMENT_MESSAGES.payerJustDeposited.ko,
    ]);
    expect(ZMyTuitionDue.parse(res.body.data)).toMatchObject({
      id: due.id,
      paid: true,
      method: 'bank_transfer',
      virtualAccount: null,
    });
    await expectPaidOnceOnline(academy.testApp, due.id, 'bank_transfer');
    const late = await postTossWebhook(academy.testApp, depositCallback(double(), paymentKey));
    expect(late.body.data).toEqual({ settled: false });
    await expectPaidOnceOnline(academy.testApp, due.id, 'bank_transfer');
    expect(await closedAudits(due.id)).toBe(0);
  });

  it('when Toss cannot be reached, then 503 and nothing changes; asking again closes it', async () => {
    const { agent, due } = await payerOf('2030-06');
    const { attempt, paymentKey } = await waitingAccountOf(agent, due.id);
    double().failNextCalls(1, 'error');
    expectFailure(
      await giveUp(agent, due.id),
      503,
      'SERVICE_UNAVAILABLE',
      PAYMENT_MESSAGES.payerCloseUnavailable.ko,
    );
    expect(atToss(paymentKey)?.status).toBe('WAITING_FOR_DEPOSIT');
    expect(
      (await prisma().paymentAttempt.findUniqueOrThrow({ where: { id: attempt.id } })).state,
    ).toBe('waiting');
    expect(await closedAudits(due.id)).toBe(0);
    expect((await giveUp(agent, due.id)).status).toBe(200);
    expect(atToss(paymentKey)?.status).toBe('CANCELED');
  });

  it('when the account is still being issued, then 409 and nothing closes', async () => {
    const { agent, due } = await payerOf('2030-07');
    double().failNextCalls(1, 'error');
    expect((await issue(agent, due.id)).status).toBe(503);
    expectFailure(
      await giveUp(agent, due.id),
      409,
      'PAYMENT_NOT_CONFIRMABLE',
      PAYMENT_MESSAGES.accountIssuing.ko,
    );
    expect(
      (await prisma().paymentAttempt.findMany({ where: { dueId: due.id } })).map((a) => a.state),
    ).toEqual(['waiting']);
  });

  it(`when a payer asks to close more than ${VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR} times in an hour, then the next is refused with 429 before Toss is asked`, async () => {
    const { agent, due } = await payerOf('2030-08');
    const limit = VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR;
    // Issue and close in a loop, up to the limit.
    for (let round = 0; round < limit; round += 1) {
      await waitingAccountOf(agent, due.id);
      expect((await giveUp(agent, due.id)).status).toBe(200);
    }
    const { paymentKey } = await waitingAccountOf(agent, due.id);
    const refused = await giveUp(agent, due.id).set('Accept-Language', 'en');
    expectFailure(refused, 429, 'TOO_MANY_REQUESTS', PAYMENT_MESSAGES.tooManyCloses.en);
    expect(atToss(paymentKey)?.status).toBe('WAITING_FOR_DEPOSIT');
    expect(await closedAudits(due.id)).toBe(limit);
    // Another member's closes count apart.
    const other = await payerOf('2030-08');
    await waitingAccountOf(other.agent, other.due.id);
    expect((await giveUp(other.agent, other.due.id)).status).toBe(200);
  });
});
