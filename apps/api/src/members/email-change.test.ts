import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { type Agent, useDemoAcademy } from '../../test/demo-academy.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import type { TestSmtp } from '../../test/test-smtp.js';
import { callOperation } from '../../test/call-operation.js';
import { memberOperations, authOperations } from '@academy/contracts';

const IN_USE = '이미 사용 중인 이메일입니다.';

describe('a member’s e-mail change needs a code sent to the new address', () => {
  let smtp: TestSmtp;
  const academy = useDemoAcademy(
    { student: DEMO.student, foreign: DEMO.foreign, staff: DEMO.admin },
    createTestAppWithMail,
  );

  beforeAll(async () => {
    ({ smtp } = academy.testApp);
  });

  const requestChange = (agent: Agent, email: string, language = 'ko') =>
    callOperation(agent, memberOperations.requestEmailChange)
      .set('Accept-Language', language)
      .send({ email });
  const completeChange = (agent: Agent, body: object, language = 'ko') =>
    callOperation(agent, memberOperations.changeEmail).set('Accept-Language', language).send(body);
  const mailsTo = (address: string) => smtp.messages.filter((mail) => mail.to.includes(address));
  const storedEmailOf = async (loginId: string) =>
    (await academy.testApp.database.prisma.member.findUniqueOrThrow({ where: { loginId } })).email;
  const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('when the address is blank, malformed, unchanged or another account’s, then 400/409 and no code is sent', async () => {
    await academy.testApp.outbox.settled();
    const mailsBefore = smtp.messages.length;
    const cases: [string, number, string][] = [
      ['', 400, '이메일을 입력해주세요.'],
      ['not-an-email', 400, '올바른 이메일 형식을 입력해주세요.'],
      ['Student@Example.com', 400, '현재 이메일과 동일합니다.'],
      ['FOREIGN@example.com', 409, IN_USE],
      ['Admin@Example.com', 409, IN_USE],
    ];
    for (const [email, status, message] of cases) {
      const res = await requestChange(academy.student, email);
      expect([res.status, res.body.message], email).toEqual([status, message]);
    }
    const english = await requestChange(academy.student, DEMO.student.email, 'en');
    expect(english.body.message).toBe('The email is already the same as your current one.');
    await academy.testApp.outbox.settled();
    expect(smtp.messages.length).toBe(mailsBefore);
    await requestChange(academy.staff, 'x@example.com').expect(403);
    await callOperation(request(academy.testApp.app), memberOperations.requestEmailChange)
      .send({ email: 'x@example.com' })
      .expect(401);
  });

  it('when the session alone sends the address (no code), then nothing changes until a link confirms it; a code that was never sent is refused', async () => {
    const withoutCode = await completeChange(academy.student, { email: 'thief@example.com' });
    expect([withoutCode.status, withoutCode.body.data.status]).toEqual([200, 'linkSent']);
    const unrequested = await completeChange(academy.student, {
      email: 'thief@example.com',
      code: '123456',
    });
    expect([unrequested.status, unrequested.body.message]).toEqual([
      400,
      '인증번호가 만료되었습니다. 인증번호를 다시 요청해주세요.',
    ]);
    expect(await storedEmailOf(DEMO.student.loginId)).toBe(DEMO.student.email);
  });

  it('when the member confirms with the code from the new address, then it is stored, the code is spent and the old address is told', async () => {
    expect((await requestChange(academy.student, 'Minjun@example.com')).status).toBe(200);
    await academy.testApp.outbox.settled();
    const codeMail = mailsTo('minjun@example.com').at(-1);
    expect(codeMail?.subject).toMatch(/이메일 변경 인증번호/);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor('minjun@example.com');

    const wrong = await completeChange(academy.student, {
      email: 'Minjun@example.com',
      code: otherCode(code),
    });
    expect([wrong.status, wrong.body.data]).toEqual([400, { remainingTries: 4 }]);

    const done = await completeChange(academy.student, { email: 'Minjun@example.com', code });
    expect([done.status, done.body.message, done.body.data]).toEqual([
      200,
      '이메일이 변경되었습니다.',
      { email: 'Minjun@example.com', status: 'changed', pendingEmail: null, linkExpiresAt: null },
    ]);
    // The link change the member started before is cancelled: the latest request wins.
    const waiting = await academy.testApp.database.prisma.emailChange.count({
      where: { newEmail: 'thief@example.com', cancelledAt: null },
    });
    expect(waiting).toBe(0);
    expect(
      (await callOperation(academy.student, memberOperations.getOwnProfile)).body.data.email,
    ).toBe('Minjun@example.com');

    await academy.testApp.outbox.settled();
    const notice = mailsTo(DEMO.student.email).at(-1);
    expect(notice?.subject).toBe('[드럼 아카데미] 이메일 주소가 변경되었습니다');
    expect(notice?.text).toContain('Minjun@example.com');

    const again = await completeChange(academy.student, { email: 'Minjun@example.com', code });
    expect(again.status).toBe(400);
  });

  it('when a foreign member changes the address, then the code and the notice are in English', async () => {
    await requestChange(academy.foreign, 'emma.new@example.com', 'en').expect(200);
    await academy.testApp.outbox.settled();
    expect(mailsTo('emma.new@example.com').at(-1)?.subject).toMatch(
      /Confirm your new e-mail address/,
    );
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor('emma.new@example.com');
    const done = await completeChange(
      academy.foreign,
      { email: 'emma.new@example.com', code },
      'en',
    );
    expect([done.status, done.body.message]).toEqual([200, 'Your email has been updated.']);
    await academy.testApp.outbox.settled();
    const notice = mailsTo(DEMO.foreign.email).at(-1);
    expect(notice?.subject).toBe('[Drum Academy] Your e-mail address was changed');
    expect(notice?.text).toContain('changed to emma.new@example.com');
    await completeChange(academy.foreign, { email: DEMO.foreign.email, code: '000000' }).expect(
      400,
    );
  });

  it('when a wrong code is typed 5 times, then even the right code is refused', async () => {
    await requestChange(academy.foreign, 'emma.locked@example.com').expect(200);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor('emma.locked@example.com');
    const body = { email: 'emma.locked@example.com', code: otherCode(code) };
    const remaining: unknown[] = [];
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      remaining.push((await completeChange(academy.foreign, body)).body.data);
    }
    expect(remaining).toEqual([1, 2, 3, 4, 5].map((tries) => ({ remainingTries: 5 - tries })));
    const locked = await completeChange(
      academy.foreign,
      { email: 'emma.locked@example.com', code },
      'en',
    );
    expect([locked.status, locked.body.message]).toEqual([
      400,
      'The code was entered wrongly 5 times. Please request a new one.',
    ]);
    expect(await storedEmailOf(DEMO.foreign.loginId)).toBe('emma.new@example.com');
  });

  it('when the code was sent to another address than the one confirmed, then 400', async () => {
    await requestChange(academy.foreign, 'emma.first@example.com').expect(200);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor('emma.first@example.com');
    const res = await completeChange(academy.foreign, { email: 'emma.second@example.com', code });
    expect(res.status).toBe(400);
    expect(await storedEmailOf(DEMO.foreign.loginId)).toBe('emma.new@example.com');
  });

  it('when another member takes the address before the code is confirmed, then 409', async () => {
    await requestChange(academy.student, 'contested@example.com').expect(200);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor('contested@example.com');
    await academy.testApp.database.prisma.member.update({
      where: { loginId: DEMO.foreign.loginId },
      data: { email: 'Contested@Example.com' },
    });
    const res = await completeChange(academy.student, { email: 'contested@example.com', code });
    expect([res.status, res.body.message]).toEqual([409, IN_USE]);
    expect(await storedEmailOf(DEMO.student.loginId)).toBe('Minjun@example.com');
  });

  it('when an e-mail change code is offered to the password reset, then it is refused', async () => {
    await requestChange(academy.student, 'crossover@example.com').expect(200);
    await academy.testApp.outbox.settled();
    const code = smtp.lastCodeFor('crossover@example.com');
    const res = await callOperation(
      request(academy.testApp.app),
      authOperations.verifyEmailCode,
    ).send({ email: 'crossover@example.com', code });
    expect(res.status).toBe(400);
  });

  it('when one member asks for a fourth code within 10 minutes, then 429', async () => {
    await academy.testApp.database.prisma.emailVerificationCode.updateMany({
      where: { purpose: 'email_change' },
      data: { createdAt: new Date(Date.now() - 11 * 60_000) },
    });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await requestChange(academy.student, `often-${attempt}@example.com`)).status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    await academy.testApp.outbox.settled();
    expect(mailsTo('often-3@example.com')).toHaveLength(0);
  });

  it.skipIf(!testDatabaseServerUrl)(
    'when one member asks for 20 codes at once, then exactly 3 are issued and mailed',
    async () => {
      const { prisma } = academy.testApp.database;
      await prisma.emailVerificationCode.updateMany({
        where: { purpose: 'email_change' },
        data: { createdAt: new Date(Date.now() - 11 * 60_000) },
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          callOperation(academy.foreign, memberOperations.requestEmailChange)
            .set('X-Forwarded-For', `10.77.0.${index + 1}`)
            .send({ email: `burst-${index}@example.com` }),
        ),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array<number>(3).fill(200), ...Array<number>(17).fill(429)]);
      const foreignMember = await prisma.member.findUniqueOrThrow({
        where: { loginId: DEMO.foreign.loginId },
      });
      const issued = await prisma.emailVerificationCode.count({
        where: {
          purpose: 'email_change',
          memberId: foreignMember.id,
          createdAt: { gte: new Date(Date.now() - 60_000) },
        },
      });
      expect(issued).toBe(3);
    },
  );
});
