import { describe, expect, it, vi } from 'vitest';
import { ACTING_FOR_HEADER, paymentOperations, VIRTUAL_ACCOUNT_LIMITS } from '@academy/contracts';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { addSignedInMember, signInMember } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import {
  childDueOf,
  depositCallback,
  expectPaidOnceOnline,
  postTossWebhook,
  useTossAcademy,
} from '../../test/toss-double.js';
import { issueMonth } from '../tuition/tuition-test-helpers.js';

// Simultaneous calls only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'giving up a virtual account under simultaneous calls',
  () => {
    const academy = useTossAcademy({ staff: DEMO.admin });
    const double = () => academy.double();
    const prisma = () => academy.testApp.database.prisma;

    const giveUp = (caller: TCaller, dueId: number) =>
      callOperation(caller, paymentOperations.closeVirtualAccount, { params: { id: dueId } });
    const closedAudits = (dueId: number) =>
      prisma().auditLog.count({
        where: { action: 'tuition.virtual_account_closed', entityId: String(dueId) },
      });

    async function waitingAccount(caller: TCaller, dueId: number, acting?: number) {
      const issue = callOperation(caller, paymentOperations.issueVirtualAccount, {
        params: { id: dueId },
      });
      if (acting !== undefined) issue.set(ACTING_FOR_HEADER, String(acting));
      const issued = await issue.send({ bank: '06' });
      expect(issued.status, JSON.stringify(issued.body)).toBe(200);
      const { paymentKey } = await prisma().paymentAttempt.findFirstOrThrow({
        where: { dueId, state: 'waiting' },
      });
      return paymentKey ?? '';
    }

    it("when the payer's close and a deposit arrive together, then either the deposit pays the due and the close is refused, or the account closes and no deposit pays, never both", async () => {
      const month = '2031-01';
      const payers = [];
      for (let n = 1; n <= 8; n += 1) {
        payers.push(
          await addSignedInMember(academy.testApp, { name: `경합${n}`, phone: `0107440000${n}` }),
        );
      }
      await issueMonth(academy.testApp, month);
      const cases = [];
      for (const payer of payers) {
        const due = await prisma().tuitionDue.findFirstOrThrow({
          where: { memberId: payer.member.id, month },
        });
        cases.push({
          agent: payer.agent,
          due,
          paymentKey: await waitingAccount(payer.agent, due.id),
        });
      }
      // The payer deposits (Toss refuses it once the account is closed) and Toss calls back.
      // Staggered over the close's calls to Toss, so deposits land before, during and after it
      // (the outcome is checked whichever it is, never the timing).
      const depositAndCallBack = async (paymentKey: string, index: number) => {
        await new Promise((resolve) => setTimeout(resolve, index * 25));
        try {
          double().deposit(paymentKey);
        } catch {
          return;
        }
        await postTossWebhook(academy.testApp, depositCallback(double(), paymentKey));
      };
      const answers = await Promise.all(
        cases.map(async ({ agent, due, paymentKey }, index) => {
          const [answer] = await Promise.all([
            giveUp(agent, due.id),
            depositAndCallBack(paymentKey, index),
          ]);
          return answer;
        }),
      );
      for (const [index, { due, paymentKey }] of cases.entries()) {
        const answer = answers[index];
        const atToss = double()
          .payments()
          .find((each) => each.paymentKey === paymentKey);
        const now = await prisma().tuitionDue.findUniqueOrThrow({ where: { id: due.id } });
        if (answer?.status === 409) {
          expect([answer.body.code, answer.body.data?.paid]).toEqual(['DUE_ALREADY_PAID', true]);
          expect(atToss?.status).toBe('DONE');
          await expectPaidOnceOnline(academy.testApp, due.id, 'bank_transfer');
          expect(await closedAudits(due.id)).toBe(0);
        } else {
          expect(answer?.status, JSON.stringify(answer?.body)).toBe(200);
          expect([now.paidAt, atToss?.status]).toEqual([null, 'CANCELED']);
          const attempts = await prisma().paymentAttempt.findMany({ where: { dueId: due.id } });
          expect(attempts.map((attempt) => attempt.state)).toEqual(['expired']);
          expect(await closedAudits(due.id)).toBe(1);
        }
      }
    });

    it('when 20 closes of one account arrive together, then Toss cancels it once, one audit row is written and every answer is a close, a refusal or the hourly bound', async () => {
      const { guardian, child, due } = await childDueOf(academy.testApp, '2031-02', {
        guardian: { name: '동시부모', phone: '01074410001' },
        child: { name: '동시 아이', phone: '01074410002' },
      });
      const childAgent = await signInMember(academy.testApp, child);
      const paymentKey = await waitingAccount(childAgent, due.id);
      // Every call to Toss leaves through fetch: the cancels of this account are counted there.
      const calls = vi.spyOn(globalThis, 'fetch');
      const cancelsSent = () =>
        calls.mock.calls.filter(([input]) =>
          String(input instanceof Request ? input.url : input).endsWith(
            `/v1/payments/${paymentKey}/cancel`,
          ),
        ).length;
      // The child and the guardian acting for them: two accounts, so two hourly bounds' worth.
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) =>
          n % 2 === 0
            ? giveUp(childAgent, due.id)
            : giveUp(guardian.agent, due.id).set(ACTING_FOR_HEADER, String(child.id)),
        ),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(1);
      expect(statuses.every((status) => [200, 409, 429].includes(status))).toBe(true);
      // Each account's hourly bound lets its first closes through, whichever order they came in.
      const bound = VIRTUAL_ACCOUNT_LIMITS.CLOSES_PER_ACCOUNT_PER_HOUR;
      expect(statuses.filter((status) => status === 429)).toHaveLength(20 - 2 * bound);
      for (const answer of answers.filter((each) => each.status === 409)) {
        expect(answer.body.code).toBe('PAYMENT_NOT_CONFIRMABLE');
      }
      const atToss = double()
        .payments()
        .find((each) => each.paymentKey === paymentKey);
      const sent = cancelsSent();
      calls.mockRestore();
      expect(sent).toBe(1);
      expect([atToss?.status, atToss?.cancels?.length]).toEqual(['CANCELED', 1]);
      expect(await closedAudits(due.id)).toBe(1);
      const attempts = await prisma().paymentAttempt.findMany({ where: { dueId: due.id } });
      expect(attempts.map((attempt) => attempt.state)).toEqual(['expired']);
    });
  },
);
