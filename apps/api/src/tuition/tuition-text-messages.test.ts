import { sentenceDate, sentenceMonth, tuitionOperations } from '@academy/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { addMember } from '../../test/factories/members.js';
import { messagesKeyed, useTextChannelAcademy } from '../../test/text-channel.js';
import { issueMonth } from './tuition-test-helpers.js';

/** A past month, so that a payment can be recorded on a day of it. */
const MONTH = '2026-03';

describe('tuition by 알림톡, with the text channel on', () => {
  const academy = useTextChannelAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  const patch = (id: number, body: object) =>
    callOperation(academy.staff, tuitionOperations.updateTuitionDue, { params: { id } }).send(body);
  let korean: Awaited<ReturnType<typeof addMember>>;
  let foreign: Awaited<ReturnType<typeof addMember>>;
  let guardian: Awaited<ReturnType<typeof addMember>>;
  let childId: number;

  beforeAll(async () => {
    korean = await addMember(prisma(), { name: '문자회원', phone: '01073000001' });
    foreign = await addMember(prisma(), { name: 'Mia Jones', phone: '01073000002' });
    await prisma().member.update({ where: { id: foreign.id }, data: { isForeigner: true } });
    guardian = await addMember(prisma(), { name: '문자보호자', phone: '01073000003' });
    const child = await prisma().member.create({
      data: {
        name: '윤하늘',
        guardianId: guardian.id,
        guardianRelation: 'mother',
        birthDate: new Date('2016-05-01'),
        lessonType: 'general',
        monthlyFee: 150_000,
      },
    });
    childId = child.id;
    await issueMonth(academy.testApp, MONTH);
  });

  const dueIdOf = (memberId: number) =>
    prisma().tuitionDue.findFirstOrThrow({ where: { memberId, month: MONTH } });

  it('when the monthly job issues the dues, then each member gets DUE_ISSUED in their language and no e-mail; a child’s goes to the guardian’s phone', async () => {
    const rowsOf = async (memberId: number) =>
      messagesKeyed(academy.testApp, `tuition:${(await dueIdOf(memberId)).id}:issued`);
    const own = await rowsOf(korean.id);
    expect(own.mails).toEqual([]);
    expect(own.texts).toHaveLength(1);
    expect(own.texts[0]).toMatchObject({
      phone: korean.phoneNumber,
      memberId: korean.id,
      kind: 'dueIssued',
      language: 'ko',
      templateCode: 'DUE_ISSUED_KO',
      variables: {
        academy: '드럼 아카데미',
        name: '문자회원',
        month: sentenceMonth(MONTH, 'ko'),
        amount: '170,000원',
        dueDate: sentenceDate('2026-03-01', 'ko'),
      },
    });
    const english = await rowsOf(foreign.id);
    expect(english.mails).toEqual([]);
    expect(english.texts[0]).toMatchObject({
      phone: foreign.phoneNumber,
      language: 'en',
      templateCode: 'DUE_ISSUED_EN',
      variables: {
        name: 'Mia Jones',
        amount: 'KRW 170,000',
        dueDate: sentenceDate('2026-03-01', 'en'),
      },
    });
    const family = await rowsOf(childId);
    expect(family.mails).toEqual([]);
    expect(family.texts).toHaveLength(1);
    expect(family.texts[0]).toMatchObject({
      phone: guardian.phoneNumber,
      memberId: childId,
      templateCode: 'DUE_ISSUED_KO',
      variables: { name: '윤하늘', amount: '150,000원' },
    });
  });

  it('when staff remind the unpaid, then DUE_UNPAID with the same facts, and no e-mail', async () => {
    const res = await callOperation(academy.staff, tuitionOperations.remindUnpaidTuition).send({
      month: MONTH,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const due = await dueIdOf(foreign.id);
    const { texts, mails } = await messagesKeyed(academy.testApp, `tuition:${due.id}:reminded:`);
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      phone: foreign.phoneNumber,
      templateCode: 'DUE_UNPAID_EN',
      variables: {
        academy: 'Drum Academy',
        name: 'Mia Jones',
        month: sentenceMonth(MONTH, 'en'),
        amount: 'KRW 170,000',
        dueDate: sentenceDate('2026-03-01', 'en'),
      },
    });
  });

  it('when staff mark a due paid, then the member gets the DUE_PAID receipt at once with the day and the method in their language, and the app notification; a later change tells nobody', async () => {
    const due = await dueIdOf(korean.id);
    const paid = await patch(due.id, { paid: true, paidAt: '2026-03-05', method: 'bank_transfer' });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { texts, mails } = await messagesKeyed(academy.testApp, `tuition:${due.id}:paid`);
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      dedupeKey: `tuition:${due.id}:paid:2026-03-05`,
      phone: korean.phoneNumber,
      templateCode: 'DUE_PAID_KO',
      status: 'sent',
      variables: {
        academy: '드럼 아카데미',
        name: '문자회원',
        month: sentenceMonth(MONTH, 'ko'),
        amount: '170,000원',
        paidDate: sentenceDate('2026-03-05', 'ko'),
        method: '계좌이체',
      },
    });
    const [received] = academy
      .double()
      .messages()
      .filter((message) => message.customFields['key'] === texts[0]?.dedupeKey);
    expect(received?.text).toContain('- 납부 방법: 계좌이체');
    const notices = await prisma().memberNotification.findMany({
      where: { memberId: korean.id, title: '수강료 납부 확인' },
    });
    expect(notices).toHaveLength(1);
    expect(notices[0]?.message).toContain(`(납부일 ${sentenceDate('2026-03-05', 'ko')}, 계좌이체)`);

    expect((await patch(due.id, { note: '영수증 발급' })).status).toBe(200);
    expect(
      await patch(due.id, { paid: true, paidAt: '2026-03-06', method: 'bank_transfer' }),
    ).toHaveProperty('status', 200);
    expect((await messagesKeyed(academy.testApp, `tuition:${due.id}:paid`)).texts).toHaveLength(1);
  });

  it('when a foreign member’s due is marked paid by card, then the English receipt names the card', async () => {
    const due = await dueIdOf(foreign.id);
    expect((await patch(due.id, { paid: true, paidAt: '2026-03-10', method: 'card' })).status).toBe(
      200,
    );
    const { texts } = await messagesKeyed(academy.testApp, `tuition:${due.id}:paid`);
    expect(texts[0]).toMatchObject({
      templateCode: 'DUE_PAID_EN',
      variables: {
        amount: 'KRW 170,000',
        paidDate: sentenceDate('2026-03-10', 'en'),
        method: 'Card',
      },
    });
  });

  it('when 20 staff requests mark one due paid at once, then one receipt', async () => {
    const due = await dueIdOf(childId);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        patch(due.id, { paid: true, paidAt: '2026-03-07', method: 'cash' }),
      ),
    );
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const { texts, mails } = await messagesKeyed(academy.testApp, `tuition:${due.id}:paid`);
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      phone: guardian.phoneNumber,
      variables: { name: '윤하늘', method: '현금' },
    });
    expect(
      await prisma().memberNotification.count({
        where: { memberId: childId, title: '수강료 납부 확인' },
      }),
    ).toBe(1);
  });
});
