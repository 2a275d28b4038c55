import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  EMAIL_CHANGE,
  EMAIL_CHANGE_MESSAGES,
  EMAIL_CHANGE_VALIDATION_MESSAGES,
  FEEDBACK_MESSAGES,
  ZEmailChangeResult,
  memberOperations,
  staffOperations,
} from '@academy/contracts';
import { DEMO, signedInWithOwnPassword } from '../../test/auth-helpers.js';
import { type Agent, useDemoAcademy } from '../../test/demo-academy.js';
import { addSignedInMember, numberedPhone } from '../../test/factories/members.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import type { TestSmtp } from '../../test/test-smtp.js';
import { callOperation } from '../../test/call-operation.js';

const IN_USE = FEEDBACK_MESSAGES.emailInUse.ko;
const HOUR_MS = 60 * 60_000;

describe('changing an e-mail address by a link to the new address', () => {
  let smtp: TestSmtp;
  const academy = useDemoAcademy({ admin: DEMO.admin }, createTestAppWithMail);
  beforeAll(async () => {
    ({ smtp } = academy.testApp);
  });

  let serial = 0;
  /** A member of their own, signed in: each test changes the address of a fresh account. */
  async function newMember() {
    serial += 1;
    const { member, agent } = await addSignedInMember(academy.testApp, {
      name: `회원${serial}`,
      phone: numberedPhone('0105550', serial),
    });
    return { ...member, agent };
  }

  const guest = () => request(academy.testApp.app);
  let calls = 0;
  /** Each call comes from an address of its own: the per-address limits are not under test here. */
  const nextAddress = () => {
    calls += 1;
    return `10.88.${Math.floor(calls / 250)}.${(calls % 250) + 1}`;
  };
  const start = (agent: Agent, email: string, language = 'ko') =>
    callOperation(agent, memberOperations.changeEmail)
      .set('Accept-Language', language)
      .set('X-Forwarded-For', nextAddress())
      .send({ email });
  const postToken = (page: 'confirm' | 'undo', token: string, language: string) =>
    guest()
      .post(`/api/users/email/${page}`)
      .set('Accept-Language', language)
      .set('X-Forwarded-For', nextAddress())
      .send({ token });
  const confirm = (token: string, language = 'ko') => postToken('confirm', token, language);
  const undo = (token: string, language = 'ko') => postToken('undo', token, language);

  const mailsTo = async (address: string) => {
    await academy.testApp.outbox.settled();
    return smtp.messages.filter((mail) => mail.to.includes(address.toLowerCase()));
  };
  /** The token of the newest link to `page` mailed to `address`. */
  async function tokenFor(address: string, page: 'confirm' | 'undo'): Promise<string> {
    const mail = (await mailsTo(address)).at(-1);
    const pattern = new RegExp(`/email-change/${page}#token=([A-Za-z0-9_-]{43})`);
    const token = mail && pattern.exec(mail.text)?.[1];
    if (!token) throw new Error(`no ${page} link mailed to ${address}`);
    return token;
  }
  /** The member asks to move to `address`: the token of the confirmation link mailed there. */
  async function startedChange(member: { agent: Agent }, address: string): Promise<string> {
    await start(member.agent, address).expect(200);
    return tokenFor(address, 'confirm');
  }
  const storedEmail = async (memberId: number) =>
    (await academy.testApp.database.prisma.member.findUniqueOrThrow({ where: { id: memberId } }))
      .email;

  describe('starting', () => {
    it('when a member sends the address alone, then nothing changes yet: a link goes to the new address and a notice with an undo link to the old one', async () => {
      const member = await newMember();
      const before = Date.now();
      const res = await start(member.agent, 'Fresh.Address@example.com');
      expect([res.status, res.body.message]).toEqual([200, EMAIL_CHANGE_MESSAGES.linkSent.ko]);
      const data = ZEmailChangeResult.parse(res.body.data);
      expect(data).toMatchObject({
        email: member.email,
        status: 'linkSent',
        pendingEmail: 'Fresh.Address@example.com',
      });
      const ttl = Date.parse(data.linkExpiresAt ?? '') - before;
      expect(ttl).toBeGreaterThanOrEqual(EMAIL_CHANGE.LINK_TTL_HOURS * HOUR_MS - 1000);
      expect(ttl).toBeLessThanOrEqual(EMAIL_CHANGE.LINK_TTL_HOURS * HOUR_MS + 5000);
      expect(
        (await callOperation(member.agent, memberOperations.getOwnProfile)).body.data.email,
      ).toBe(member.email);

      const [link] = await mailsTo('fresh.address@example.com');
      expect(link?.subject).toBe('[드럼 아카데미] 새 이메일 주소를 확인해주세요');
      expect(link?.text).toMatch(
        /http:\/\/localhost:5173\/email-change\/confirm#token=[A-Za-z0-9_-]{43}/,
      );
      const [notice] = await mailsTo(member.email);
      expect(notice?.subject).toBe('[드럼 아카데미] 이메일 주소 변경이 요청되었습니다');
      expect(notice?.text).toContain('Fresh.Address@example.com');
      expect(notice?.text).toMatch(/\/email-change\/undo#token=[A-Za-z0-9_-]{43}/);
      expect(notice?.text).not.toMatch(/email-change\/confirm/);
    });

    it('when the interface is English, then the answer says so in English', async () => {
      const member = await newMember();
      const res = await start(member.agent, 'english.answer@example.com', 'en');
      expect([res.status, res.body.message]).toEqual([200, EMAIL_CHANGE_MESSAGES.linkSent.en]);
    });

    it('when the address is blank, malformed, the same or another account’s, then 400/409 and no mail is sent', async () => {
      const member = await newMember();
      const cases: [string, number, string][] = [
        ['', 400, '이메일을 입력해주세요.'],
        ['not-an-email', 400, '올바른 이메일 형식을 입력해주세요.'],
        [member.email.toUpperCase(), 400, '현재 이메일과 동일합니다.'],
        ['STUDENT@example.com', 409, IN_USE],
        ['Admin@Example.com', 409, IN_USE],
      ];
      for (const [email, status, message] of cases) {
        const res = await start(member.agent, email);
        expect([res.status, res.body.message], email).toEqual([status, message]);
      }
      expect(await mailsTo(member.email)).toHaveLength(0);
      expect(
        await academy.testApp.database.prisma.emailChange.count({ where: { memberId: member.id } }),
      ).toBe(0);
    });

    it('when nobody is signed in, then 401', async () => {
      await callOperation(guest(), memberOperations.changeEmail)
        .send({ email: 'nobody@example.com' })
        .expect(401);
    });

    it('when a second change is asked for, then the first link stops working and the second one works', async () => {
      const member = await newMember();
      const first = await startedChange(member, 'first.try@example.com');
      const second = await startedChange(member, 'second.try@example.com');
      const stale = await confirm(first);
      expect([stale.status, stale.body.code, stale.body.message]).toEqual([
        400,
        'EMAIL_CHANGE_LINK_INVALID',
        EMAIL_CHANGE_MESSAGES.linkInvalid.ko,
      ]);
      await confirm(second).expect(200);
      expect(await storedEmail(member.id)).toBe('second.try@example.com');
    });

    it(`when one account starts a ${EMAIL_CHANGE.MAX_STARTS + 1}th change within ${EMAIL_CHANGE.START_WINDOW_MINUTES} minutes, then 429 and nothing is mailed`, async () => {
      const member = await newMember();
      const statuses: number[] = [];
      for (let attempt = 0; attempt <= EMAIL_CHANGE.MAX_STARTS; attempt += 1) {
        statuses.push((await start(member.agent, `often.${serial}.${attempt}@example.com`)).status);
      }
      expect(statuses).toEqual([...Array<number>(EMAIL_CHANGE.MAX_STARTS).fill(200), 429]);
      const refused = await start(member.agent, 'one.more@example.com', 'en');
      expect(refused.body.message).toBe(EMAIL_CHANGE_MESSAGES.tooManyStarts.en);
      expect(await mailsTo(`often.${serial}.${EMAIL_CHANGE.MAX_STARTS}@example.com`)).toHaveLength(
        0,
      );
    });
  });

  describe('confirming', () => {
    it('when the token from the link is posted, then the address changes once, the old address is told, and the session stays', async () => {
      const member = await newMember();
      await start(member.agent, 'Confirmed.Once@example.com').expect(200);
      const token = await tokenFor('confirmed.once@example.com', 'confirm');
      // Opening the link is a page of the web app: the API has nothing a GET could trigger.
      await guest().get('/api/users/email/confirm').expect(404);
      expect(await storedEmail(member.id)).toBe(member.email);

      const done = await confirm(token);
      expect([done.status, done.body.message, done.body.data]).toEqual([
        200,
        '이메일이 Confirmed.Once@example.com(으)로 변경되었습니다.',
        { email: 'Confirmed.Once@example.com' },
      ]);
      expect(
        (await callOperation(member.agent, memberOperations.getOwnProfile)).body.data.email,
      ).toBe('Confirmed.Once@example.com');
      const notice = (await mailsTo(member.email)).at(-1);
      expect(notice?.subject).toBe('[드럼 아카데미] 이메일 주소가 변경되었습니다');
      expect(notice?.text).toContain('Confirmed.Once@example.com');

      const again = await confirm(token, 'en');
      expect([again.status, again.body.message]).toEqual([
        400,
        EMAIL_CHANGE_MESSAGES.linkInvalid.en,
      ]);
    });

    it('when the link has expired, then 400 says so and nothing changes', async () => {
      const member = await newMember();
      const token = await startedChange(member, 'too.late@example.com');
      await academy.testApp.database.prisma.emailChange.updateMany({
        where: { memberId: member.id },
        data: { expiresAt: new Date(Date.now() - 1000) },
      });
      const res = await confirm(token);
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'EMAIL_CHANGE_LINK_INVALID',
        EMAIL_CHANGE_MESSAGES.linkExpired.ko,
      ]);
      expect(await storedEmail(member.id)).toBe(member.email);
    });

    it('when another account took the address meanwhile, then 409 and nothing changes', async () => {
      const member = await newMember();
      const rival = await newMember();
      const token = await startedChange(member, 'contested.link@example.com');
      await academy.testApp.database.prisma.member.update({
        where: { id: rival.id },
        data: { email: 'Contested.Link@Example.com' },
      });
      const res = await confirm(token);
      expect([res.status, res.body.code, res.body.message]).toEqual([409, 'EMAIL_TAKEN', IN_USE]);
      expect(await storedEmail(member.id)).toBe(member.email);
    });

    it('when another account’s session posts the token, then the token’s own account changes, not the caller’s', async () => {
      const member = await newMember();
      const other = await newMember();
      const token = await startedChange(member, 'bound.to.owner@example.com');
      await callOperation(other.agent, memberOperations.confirmEmailChange)
        .set('X-Forwarded-For', nextAddress())
        .send({ token })
        .expect(200);
      expect(await storedEmail(member.id)).toBe('bound.to.owner@example.com');
      expect(await storedEmail(other.id)).toBe(other.email);
    });

    it('when the address was changed another way since, then the link no longer applies', async () => {
      const member = await newMember();
      const token = await startedChange(member, 'overtaken@example.com');
      await callOperation(academy.admin, memberOperations.updateMember, {
        params: { id: member.id },
      })
        .send({ email: 'by.staff@example.com' })
        .expect(200);
      const res = await confirm(token);
      expect([res.status, res.body.message]).toEqual([400, EMAIL_CHANGE_MESSAGES.linkInvalid.ko]);
      expect(await storedEmail(member.id)).toBe('by.staff@example.com');
    });

    it('when the token is missing, malformed, unknown or an undo token, then 400 and nothing changes', async () => {
      const member = await newMember();
      await start(member.agent, 'wrong.tokens@example.com').expect(200);
      const undoToken = await tokenFor(member.email, 'undo');
      const malformed = EMAIL_CHANGE_VALIDATION_MESSAGES.emailChangeLinkMalformed.ko;
      for (const body of [{}, { token: 'short' }, { token: 42 }, { token: `${'a'.repeat(43)}!` }]) {
        const res = await callOperation(guest(), memberOperations.confirmEmailChange)
          .set('X-Forwarded-For', nextAddress())
          .send(body);
        expect([res.status, res.body.message], JSON.stringify(body)).toEqual([400, malformed]);
      }
      for (const token of ['A'.repeat(43), undoToken]) {
        const res = await confirm(token);
        expect([res.status, res.body.code]).toEqual([400, 'EMAIL_CHANGE_LINK_INVALID']);
      }
      expect(await storedEmail(member.id)).toBe(member.email);
    });
  });

  describe('undoing', () => {
    it('when the old address undoes a change not yet confirmed, then it is cancelled and its link stops working', async () => {
      const member = await newMember();
      const confirmToken = await startedChange(member, 'never.mind@example.com');
      const undoToken = await tokenFor(member.email, 'undo');
      const res = await undo(undoToken);
      expect([res.status, res.body.message, res.body.data]).toEqual([
        200,
        `이메일 변경 요청을 취소했습니다. 이메일은 ${member.email} 그대로입니다.`,
        { outcome: 'cancelled', email: member.email },
      ]);
      expect((await confirm(confirmToken)).status).toBe(400);
      expect(await storedEmail(member.id)).toBe(member.email);
      // Spent once: and a confirm token is no undo token.
      expect((await undo(undoToken)).body.code).toBe('EMAIL_CHANGE_LINK_INVALID');
      expect((await undo(confirmToken)).body.code).toBe('EMAIL_CHANGE_LINK_INVALID');
    });

    it('when the old address undoes a confirmed change, then the old address is back and every session of the account ends', async () => {
      const member = await newMember();
      await start(member.agent, 'taken.over@example.com').expect(200);
      const undoToken = await tokenFor(member.email, 'undo');
      await confirm(await tokenFor('taken.over@example.com', 'confirm')).expect(200);
      const res = await undo(undoToken, 'en');
      expect([res.status, res.body.data]).toEqual([
        200,
        { outcome: 'restored', email: member.email },
      ]);
      expect(res.body.message).toBe(
        `Your address is ${member.email} again and every device was signed out. If you did not make the change, please reset your password too.`,
      );
      expect(await storedEmail(member.id)).toBe(member.email);
      expect((await callOperation(member.agent, memberOperations.getOwnProfile)).status).toBe(401);
    });

    it('when the address changed again since, or the old one was taken, then nothing is restored and the academy is named', async () => {
      const member = await newMember();
      await start(member.agent, 'moved.on@example.com').expect(200);
      const undoToken = await tokenFor(member.email, 'undo');
      await confirm(await tokenFor('moved.on@example.com', 'confirm')).expect(200);
      const rival = await newMember();
      await academy.testApp.database.prisma.member.update({
        where: { id: rival.id },
        data: { email: member.email },
      });
      const res = await undo(undoToken);
      expect([res.status, res.body.data.outcome, res.body.message]).toEqual([
        200,
        'notRestored',
        EMAIL_CHANGE_MESSAGES.notRestored.ko,
      ]);
      expect(await storedEmail(member.id)).toBe('moved.on@example.com');
      expect((await callOperation(member.agent, memberOperations.getOwnProfile)).status).toBe(200);
    });

    it(`when the undo link is older than ${EMAIL_CHANGE.UNDO_DAYS} days, then 400 says it expired`, async () => {
      const member = await newMember();
      await start(member.agent, 'long.ago@example.com').expect(200);
      const token = await tokenFor(member.email, 'undo');
      await academy.testApp.database.prisma.emailChange.updateMany({
        where: { memberId: member.id },
        data: { undoUntil: new Date(Date.now() - 1000) },
      });
      const res = await undo(token);
      expect([res.status, res.body.message]).toEqual([400, EMAIL_CHANGE_MESSAGES.linkExpired.ko]);
    });
  });

  describe('staff', () => {
    let teacherSerial = 0;
    /** A teacher created by the admin, signed in, who has replaced the temporary password. */
    async function newTeacher() {
      teacherSerial += 1;
      const res = await callOperation(academy.admin, staffOperations.createStaffAccount).send({
        loginId: `link.teacher.${teacherSerial}`,
        name: `링크선생${teacherSerial}`,
        role: 'teacher',
        email: `link.teacher.${teacherSerial}@example.com`,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const { teacher, temporaryPassword } = res.body.data as {
        teacher: { id: number; loginId: string; email: string };
        temporaryPassword: string;
      };
      const agent = await signedInWithOwnPassword(academy.testApp.app, {
        loginId: teacher.loginId,
        password: temporaryPassword,
      });
      return { ...teacher, agent };
    }
    const staffEmail = async (id: number) =>
      (await academy.testApp.database.prisma.staff.findUniqueOrThrow({ where: { id } })).email;

    it('when a teacher changes their own address with PUT /users/email, then it changes once the link is confirmed', async () => {
      const teacher = await newTeacher();
      const res = await start(teacher.agent, 'teacher.self@example.com');
      expect([res.status, res.body.data.status]).toEqual([200, 'linkSent']);
      expect(await staffEmail(teacher.id)).toBe(teacher.email);
      expect((await mailsTo(teacher.email)).at(-1)?.subject).toBe(
        '[드럼 아카데미] 이메일 주소 변경이 요청되었습니다',
      );
      await confirm(await tokenFor('teacher.self@example.com', 'confirm')).expect(200);
      expect(await staffEmail(teacher.id)).toBe('teacher.self@example.com');
    });

    it('when staff send a code, then 400 tells them to use the link', async () => {
      const teacher = await newTeacher();
      const res = await callOperation(teacher.agent, memberOperations.changeEmail)
        .set('Accept-Language', 'en')
        .send({ email: 'with.code@example.com', code: '123456' });
      expect([res.status, res.body.message]).toEqual([400, EMAIL_CHANGE_MESSAGES.staffUseLink.en]);
    });

    it('when the admin sets another staff member’s new address with PATCH /teachers/{id}, then the other fields change at once and the address only by the link', async () => {
      const teacher = await newTeacher();
      const res = await callOperation(academy.admin, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      }).send({ name: '새이름', email: 'patched.link@example.com' });
      expect([res.status, res.body.message]).toEqual([200, EMAIL_CHANGE_MESSAGES.staffLinkSent.ko]);
      expect(res.body.data).toMatchObject({ name: '새이름', email: teacher.email });
      expect(await staffEmail(teacher.id)).toBe(teacher.email);
      const notice = (await mailsTo(teacher.email)).at(-1);
      expect(notice?.text).toContain('patched.link@example.com');
      const row = await academy.testApp.database.prisma.emailChange.findFirstOrThrow({
        where: { staffId: teacher.id },
      });
      expect(row.startedById).not.toBeNull();

      await confirm(await tokenFor('patched.link@example.com', 'confirm')).expect(200);
      expect(await staffEmail(teacher.id)).toBe('patched.link@example.com');
    });

    it('when a teacher sends a new address for another staff account, then 403 and no change starts', async () => {
      const teacher = await newTeacher();
      const other = await newTeacher();
      const res = await callOperation(teacher.agent, staffOperations.updateStaffAccount, {
        params: { id: other.id },
      }).send({ email: 'hijacked@example.com' });
      expect(res.status).toBe(403);
      const { prisma } = academy.testApp.database;
      expect(await prisma.emailChange.count({ where: { staffId: other.id } })).toBe(0);
      expect(await mailsTo('hijacked@example.com')).toHaveLength(0);
    });

    it('when a teacher sets their own new address with PATCH, then it waits for the link too', async () => {
      const teacher = await newTeacher();
      const res = await callOperation(teacher.agent, staffOperations.updateStaffAccount, {
        params: { id: teacher.id },
      })
        .set('Accept-Language', 'en')
        .send({ email: 'own.patch@example.com' });
      expect([res.status, res.body.message]).toEqual([200, EMAIL_CHANGE_MESSAGES.staffLinkSent.en]);
      expect(await staffEmail(teacher.id)).toBe(teacher.email);
      expect(await tokenFor('own.patch@example.com', 'confirm')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });
  });
});
