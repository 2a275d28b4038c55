import { inquiryOperations, ZStaffInquiry } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { acceptedId } from '../../test/guest-form-checks.js';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { useTextChannelAcademy } from '../../test/text-channel.js';

const PHONE = '01055447788';
const TOLD = { ...VALID_INQUIRY, phoneNumber: PHONE, notifyWhenAnswered: true };

describe('an inquiry whose guest asked to hear by 알림톡 when it is answered', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });
  const double = () => academy.double();

  const submit = async (body: object, language: 'ko' | 'en' = 'ko') =>
    acceptedId(
      await callOperation(
        guest(academy.testApp.app, language),
        inquiryOperations.submitInquiry,
      ).send(body),
      language === 'ko'
        ? '문의가 성공적으로 전송되었습니다!'
        : 'Your inquiry has been sent successfully!',
      'contactId',
    );
  const reply = (id: number) =>
    callOperation(academy.staff, inquiryOperations.replyToInquiry, { params: { id } }).send({
      reply: '주말반은 토요일 오전에 있습니다.',
    });
  const textsOf = async (id: number) => {
    await academy.testApp.textMessages?.settled();
    return academy.testApp.database.prisma.textMessage.findMany({
      where: { dedupeKey: { startsWith: `inquiry:${id}:` } },
    });
  };

  it('when staff answer, then the guest gets the inquiryAnswered 알림톡 in the language of the page, once, and the phone is no longer kept', async () => {
    const id = await submit({ ...TOLD, nickname: 'drumfan', subject: 'Weekend lessons' }, 'en');
    const before = await callOperation(academy.staff, inquiryOperations.getInquiry, {
      params: { id },
    });
    expect(ZStaffInquiry.parse(before.body.data)).toMatchObject({
      phoneNumber: PHONE,
      notifyWhenAnswered: true,
    });
    const answered = await reply(id);
    expect(answered.status).toBe(200);
    expect(answered.body.data).toMatchObject({ phoneNumber: null, notifyWhenAnswered: false });
    const [row, ...others] = await textsOf(id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      dedupeKey: `inquiry:${id}:answered`,
      memberId: null,
      phone: PHONE,
      kind: 'inquiryAnswered',
      language: 'en',
      templateCode: 'INQUIRY_ANSWERED_EN',
      status: 'sent',
    });
    const [received] = double()
      .messages()
      .filter((message) => message.customFields['key'] === row?.dedupeKey);
    expect(received?.text).toContain('Hello drumfan, the academy has replied to your inquiry.');
    expect(received?.text).toContain('- Subject: Weekend lessons');
    expect((await reply(id)).status).toBe(200);
    expect(await textsOf(id)).toHaveLength(1);
    const stored = await academy.testApp.database.prisma.inquiry.findUniqueOrThrow({
      where: { id },
    });
    expect([stored.phoneNumber, stored.notifyWhenAnswered]).toEqual([null, false]);
  });

  const answerNotice = async (language: 'ko' | 'en') => {
    const res = await callOperation(
      guest(academy.testApp.app, language),
      inquiryOperations.getAnswerNotice,
    );
    expect(res.status).toBe(200);
    return res.body.data;
  };

  it('when the Korean template is known rejected, then only the English page offers the answer notice and a Korean wish keeps no phone; once approved again both do', async () => {
    const { prisma } = academy.testApp.database;
    await prisma.alimtalkTemplateState.create({
      data: {
        code: 'INQUIRY_ANSWERED_KO',
        approval: 'rejected',
        matchesCatalog: true,
        syncedAt: new Date(),
      },
    });
    try {
      expect(await answerNotice('ko')).toEqual({ available: false });
      expect(await answerNotice('en')).toEqual({ available: true });
      const id = await submit({ ...TOLD, phoneNumber: '01055447792' });
      const stored = await prisma.inquiry.findUniqueOrThrow({ where: { id } });
      expect([stored.phoneNumber, stored.notifyWhenAnswered]).toEqual([null, false]);
    } finally {
      await prisma.alimtalkTemplateState.deleteMany({ where: { code: 'INQUIRY_ANSWERED_KO' } });
    }
    // The submit, a write, dropped the guests' cache (docs/decisions/0020): a fresh answer.
    expect(await answerNotice('ko')).toEqual({ available: true });
  });

  it('when a guest asks on the Korean page, then the Korean template goes', async () => {
    const id = await submit({ ...TOLD, phoneNumber: '01055447789' });
    await reply(id);
    expect(await textsOf(id)).toMatchObject([
      { language: 'ko', templateCode: 'INQUIRY_ANSWERED_KO', phone: '01055447789' },
    ]);
  });

  it('when the guest sends the specification’s payload, or a phone without asking, then no phone is kept and the answer sends nothing', async () => {
    const plain = await submit(VALID_INQUIRY);
    const phoneOnly = await submit({ ...VALID_INQUIRY, phoneNumber: '01055447790' });
    const { prisma } = academy.testApp.database;
    const rows = await prisma.inquiry.findMany({
      where: { id: { in: [plain, phoneOnly] } },
      select: { phoneNumber: true, notifyWhenAnswered: true },
    });
    expect(rows).toEqual([
      { phoneNumber: null, notifyWhenAnswered: false },
      { phoneNumber: null, notifyWhenAnswered: false },
    ]);
    await reply(plain);
    await reply(phoneOnly);
    expect([...(await textsOf(plain)), ...(await textsOf(phoneOnly))]).toEqual([]);
  });

  it('when anyone but staff reads the inquiry, then the phone is nowhere in the answer', async () => {
    const id = await submit({ ...TOLD, nickname: '비밀전화', phoneNumber: '01055447791' });
    const app = academy.testApp.app;
    const board = await callOperation(guest(app), inquiryOperations.listPublicInquiries, {
      query: { nickname: '비밀전화' },
    });
    expect(board.body.data.contacts).toHaveLength(1);
    const check = await callOperation(guest(app), inquiryOperations.checkInquiry).send({
      contactId: id,
      password: TOLD.password,
    });
    expect(check.status).toBe(200);
    for (const answer of [board.body, check.body]) {
      expect(JSON.stringify(answer)).not.toContain('01055447791');
      expect(JSON.stringify(answer)).not.toContain('notifyWhenAnswered');
    }
  });
});
