import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ACTING_FOR_HEADER,
  TUITION_MESSAGES,
  TUITION_VALIDATION_MESSAGES,
  tuitionOperations,
  ZBankTransferSetting,
  ZMyTuition,
} from '@academy/contracts';
import { callOperation, type TCaller } from '../../test/call-operation.js';
import { expectStaffOnly } from '../../test/refusals.js';
import { staffIdOf, useDemoAcademy, type Agent } from '../../test/demo-academy.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { addChildOf, addSignedInMember } from '../../test/factories/members.js';
import { signedInOtherTeacher } from '../../test/factories/teacher-schedule.js';
import {
  dueOf,
  expectSimultaneousSavesChained,
  issuedDueOf,
  issueMonth,
} from './tuition-test-helpers.js';
import { DEMO } from '../../test/auth-helpers.js';

const ACCOUNT = {
  bankName: '국민은행',
  accountNumber: '123-45-678901',
  accountHolder: '드럼아카데미',
  note: '입금 후 문자 주세요',
};

describe('the bank-transfer details', () => {
  // The mail server of the test app keeps the e-mails as sent, to read what they say.
  const academy = useDemoAcademy(
    { staff: DEMO.admin, member: DEMO.student },
    createTestAppWithMail,
  );
  const prisma = () => academy.testApp.database.prisma;
  let teacher: Agent;
  let guardian: Awaited<ReturnType<typeof addSignedInMember>>;
  let childId: number;

  const read = (caller: TCaller) => callOperation(caller, tuitionOperations.getBankTransfer);
  const set = (body: object, caller: TCaller = academy.staff) =>
    callOperation(caller, tuitionOperations.setBankTransfer).send(body);
  const myTuition = async (caller: TCaller, childOf?: number) => {
    const call = callOperation(caller, tuitionOperations.getMyTuition);
    const res = await (childOf === undefined
      ? call
      : call.set({ [ACTING_FOR_HEADER]: String(childOf) }));
    expect(res.status).toBe(200);
    return ZMyTuition.parse(res.body.data);
  };

  beforeAll(async () => {
    teacher = (await signedInOtherTeacher(academy.testApp.app, prisma())).agent;
    guardian = await addSignedInMember(academy.testApp, { name: '이체부모', phone: '01074000001' });
    await prisma().member.update({
      where: { id: guardian.member.id },
      data: { takesLessons: false },
    });
    const child = await addChildOf(prisma(), guardian.member, 'mother', {
      name: '이체 아이',
      phone: '01074000002',
    });
    childId = child.id;
  });

  it('when the admin has set none, then the admin reads null and a member’s dues say none', async () => {
    await issueMonth(academy.testApp, '2026-02');
    const res = await read(academy.staff);
    expect([res.status, res.body.data]).toEqual([200, { details: null }]);
    expect((await myTuition(academy.member)).bankTransfer).toBeNull();
  });

  it('when a teacher, a member or a guest reads or sets them, then they are refused and nothing is saved', async () => {
    expect((await set(ACCOUNT, teacher)).status).toBe(403);
    expect((await read(teacher)).status).toBe(403);
    await expectStaffOnly(academy, [(caller) => set(ACCOUNT, caller), read]);
    expect(await prisma().bankTransferSetting.count()).toBe(0);
  });

  it('when the account number is not digits and dashes, or a name is blank, then 400 with the reason and nothing is saved', async () => {
    const numberInvalid = TUITION_VALIDATION_MESSAGES.accountNumberInvalid;
    for (const accountNumber of ['123 456 7890', '123--4567890', '-1234567890', '12345', 'abc']) {
      const res = await set({ ...ACCOUNT, accountNumber });
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'VALIDATION_FAILED',
        numberInvalid.ko,
      ]);
      expect(JSON.stringify(res.body), accountNumber).toContain(numberInvalid.ko);
    }
    const english = await set({ ...ACCOUNT, accountNumber: '1-2' }).set('Accept-Language', 'en');
    expect(JSON.stringify(english.body)).toContain(numberInvalid.en);
    const blank = await set({ ...ACCOUNT, bankName: '  ' });
    expect(JSON.stringify(blank.body)).toContain(TUITION_VALIDATION_MESSAGES.bankNameRequired.ko);
    for (const body of [
      { ...ACCOUNT, accountHolder: '' },
      { ...ACCOUNT, bankName: '은'.repeat(31) },
      { ...ACCOUNT, note: '가'.repeat(201) },
      { ...ACCOUNT, note: '줄\n바꿈' },
      { ...ACCOUNT, accountNumber: '1'.repeat(21) },
      {},
    ]) {
      expect((await set(body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await prisma().bankTransferSetting.count()).toBe(0);
  });

  it('when the admin sets them, then they are saved and audited, and an empty note is none', async () => {
    const first = await set({ ...ACCOUNT, note: '' });
    expect([first.status, first.body.message]).toEqual([
      200,
      TUITION_MESSAGES.bankTransferSaved.ko,
    ]);
    expect(ZBankTransferSetting.parse(first.body.data).details).toEqual({ ...ACCOUNT, note: null });
    const res = await set(ACCOUNT);
    expect(res.body.data).toEqual({ details: ACCOUNT });
    expect((await read(academy.staff)).body.data).toEqual({ details: ACCOUNT });
    const audits = await prisma().auditLog.findMany({
      where: { action: 'tuition.bank_transfer' },
      orderBy: { id: 'asc' },
    });
    expect(audits.map((row) => row.details)).toEqual([
      { before: null, after: { ...ACCOUNT, note: null } },
      { before: { ...ACCOUNT, note: null }, after: ACCOUNT },
    ]);
    const adminId = await staffIdOf(academy.testApp, DEMO.admin.loginId);
    expect(audits.every((row) => row.staffId === adminId)).toBe(true);
  });

  it('when a member reads their dues, then an unpaid due names the depositor to write and a paid one none, beside the account', async () => {
    const paid = await dueOf(academy.testApp, DEMO.student.loginId, '2026-02');
    await prisma().tuitionDue.update({
      where: { id: paid.id },
      data: { paidAt: new Date('2026-02-03'), method: 'card' },
    });
    await issueMonth(academy.testApp, '2026-03');
    const { name } = await prisma().member.findUniqueOrThrow({ where: { id: paid.memberId } });
    const mine = await myTuition(academy.member);
    expect(mine.bankTransfer).toEqual(ACCOUNT);
    const byMonth = new Map(mine.history.map((due) => [due.month, due.depositorName]));
    expect(byMonth.get('2026-02')).toBeNull();
    expect(byMonth.get('2026-03')).toBe(`${name.replace(/\s/g, '').slice(0, 5)}2603`);
  });

  it('when a guardian reads their child’s dues, then the depositor name is the child’s; another member never sees it', async () => {
    const child = await myTuition(guardian.agent, childId);
    const march = child.history.find((due) => due.month === '2026-03');
    expect(march?.depositorName).toBe('이체아이2603');
    expect(child.bankTransfer).toEqual(ACCOUNT);
    const own = await myTuition(academy.member);
    expect(JSON.stringify(own)).not.toContain('이체');
    const stranger = await callOperation(academy.member, tuitionOperations.getMyTuition).set({
      [ACTING_FOR_HEADER]: String(childId),
    });
    expect(stranger.status).not.toBe(200);
    const guest = await callOperation(request(academy.testApp.app), tuitionOperations.getMyTuition);
    expect(guest.status).toBe(401);
  });

  it('when a due is issued or reminded, then its e-mail gives the account and the depositor name', async () => {
    const due = await issuedDueOf(academy.testApp, '2026-04');
    const { name } = await prisma().member.findUniqueOrThrow({ where: { id: due.memberId } });
    const depositor = `${name.replace(/\s/g, '').slice(0, 5)}2604`;
    const mailOf = async (subject: string) => {
      await academy.testApp.outbox.settled();
      const mails = academy.testApp.smtp.messages.filter(
        (mail) => mail.to.includes(DEMO.student.email) && mail.subject.includes(subject),
      );
      expect(mails).toHaveLength(1);
      return mails[0]?.text ?? '';
    };
    const issued = await mailOf('2026년 4월 수강료 안내');
    expect(issued).toContain('입금 계좌: 국민은행 123-45-678901 (예금주 드럼아카데미)');
    expect(issued).toContain(`입금자명: ${depositor}`);
    expect(issued).toContain(ACCOUNT.note);

    const remind = await callOperation(academy.staff, tuitionOperations.remindUnpaidTuition).send({
      month: '2026-04',
    });
    expect(remind.status).toBe(200);
    expect(await mailOf('2026년 4월 수강료 납부 안내')).toContain(`입금자명: ${depositor}`);
  });

  it('when twenty saves arrive at once, the first ones included, then each is audited with the one it replaced and one row remains', async () => {
    const last = await expectSimultaneousSavesChained(academy.testApp, {
      action: 'tuition.bank_transfer',
      clear: () => prisma().bankTransferSetting.deleteMany(),
      count: () => prisma().bankTransferSetting.count(),
      save: (i) => set({ ...ACCOUNT, accountHolder: `예금주${i}` }),
    });
    const row = await prisma().bankTransferSetting.findFirstOrThrow();
    expect(last).toMatchObject({ accountHolder: row.accountHolder });
  });
});
