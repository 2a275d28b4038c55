import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE, FEEDBACK_MESSAGES, memberOperations } from '@academy/contracts';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import type { TestSmtp } from '../../test/test-smtp.js';
import { callOperation } from '../../test/call-operation.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('e-mail change links under simultaneous requests', () => {
  let smtp: TestSmtp;
  const academy = useDemoAcademy({}, createTestAppWithMail);
  beforeAll(async () => {
    ({ smtp } = academy.testApp);
  });

  let serial = 0;
  const nextAddress = () => {
    serial += 1;
    return `10.99.${Math.floor(serial / 250)}.${(serial % 250) + 1}`;
  };
  async function newMember() {
    const phone = numberedPhone('0106660', serial);
    serial += 1;
    const { member, agent } = await addSignedInMember(academy.testApp, { name: '경합', phone });
    return { ...member, agent };
  }
  async function startAndReadToken(
    agent: Awaited<ReturnType<typeof newMember>>['agent'],
    email: string,
  ) {
    await callOperation(agent, memberOperations.changeEmail)
      .set('X-Forwarded-For', nextAddress())
      .send({ email })
      .expect(200);
    await academy.testApp.outbox.settled();
    const mail = smtp.messages.filter((message) => message.to.includes(email)).at(-1);
    const token = mail && /confirm#token=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1];
    if (!token) throw new Error(`no confirm link mailed to ${email}`);
    return token;
  }
  const confirm = (token: string) =>
    callOperation(request(academy.testApp.app), memberOperations.confirmEmailChange)
      .set('X-Forwarded-For', nextAddress())
      .send({ token });

  it('when one token is confirmed 20 times at once, then the change happens once and its notice is queued once', async () => {
    const member = await newMember();
    const token = await startAndReadToken(member.agent, 'once.only@example.com');
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(token)));
    const outcomes = answers.map((res) => `${res.status} ${res.body.code ?? 'ok'}`).sort();
    expect(outcomes).toEqual([
      '200 ok',
      ...Array<string>(19).fill('400 EMAIL_CHANGE_LINK_INVALID'),
    ]);
    const { prisma } = academy.testApp.database;
    expect((await prisma.member.findUniqueOrThrow({ where: { id: member.id } })).email).toBe(
      'once.only@example.com',
    );
    const change = await prisma.emailChange.findFirstOrThrow({ where: { memberId: member.id } });
    expect(
      await prisma.mailOutbox.count({ where: { dedupeKey: `email_change:${change.id}:changed` } }),
    ).toBe(1);
  });

  it('when two accounts confirm the same new address at once, then one gets it and the other a clear 409, never a 500', async () => {
    const { prisma } = academy.testApp.database;
    for (let round = 0; round < 5; round += 1) {
      const email = `wanted.${round}@example.com`;
      const [first, second] = [await newMember(), await newMember()];
      const tokens = [
        await startAndReadToken(first.agent, email),
        await startAndReadToken(second.agent, email),
      ];
      const answers = await Promise.all(tokens.map((token) => confirm(token)));
      const outcomes = answers.map((res) => [res.status, res.body.message]).sort();
      expect(outcomes, `round ${round}`).toEqual([
        [200, `이메일이 ${email}(으)로 변경되었습니다.`],
        [409, FEEDBACK_MESSAGES.emailInUse.ko],
      ]);
      const holders = await prisma.member.count({
        where: { id: { in: [first.id, second.id] }, email },
      });
      expect(holders, `round ${round}`).toBe(1);
    }
  });

  it('when one account starts 20 changes at once, then at most the allowed number start and one stays open', async () => {
    const member = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callOperation(member.agent, memberOperations.changeEmail)
          .set('X-Forwarded-For', nextAddress())
          .send({ email: `burst.${index}@example.com` }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(statuses).toEqual([
      ...Array<number>(EMAIL_CHANGE.MAX_STARTS).fill(200),
      ...Array<number>(20 - EMAIL_CHANGE.MAX_STARTS).fill(429),
    ]);
    const { prisma } = academy.testApp.database;
    const open = await prisma.emailChange.count({
      where: { memberId: member.id, confirmedAt: null, cancelledAt: null },
    });
    expect(open).toBe(1);
  });
});
