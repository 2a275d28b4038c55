import bcrypt from 'bcrypt';
import { describe, expect, it } from 'vitest';
import { INQUIRY_CATEGORY_KOREAN_VALUES, inquiryOperations } from '@academy/contracts';
import { acceptedId, itRefusesEachRule, useGuestForm } from '../../test/guest-form-checks.js';
import { guest, VALID_INQUIRY } from '../../test/guest-helpers.js';
import { bcryptCost } from '../auth/password.js';
import { callOperation } from '../../test/call-operation.js';

describe('POST /api/contact/submit', () => {
  const { academy, send: submit } = useGuestForm(inquiryOperations.submitInquiry);

  it('when the inquiry is complete, then 201 with its id and only a bcrypt hash of the password is kept', async () => {
    const id = acceptedId(
      await submit(VALID_INQUIRY),
      '문의가 성공적으로 전송되었습니다!',
      'contactId',
    );
    const stored = await academy.testApp.database.prisma.inquiry.findUniqueOrThrow({
      where: { id },
    });
    expect(stored).toMatchObject({ nickname: '드러머', category: 'fee', status: 'pending' });
    expect(stored.passwordHash).toMatch(/^\$2[aby]\$\d{2}\$/);
    expect(bcrypt.getRounds(stored.passwordHash)).toBe(bcryptCost());
    expect(stored.passwordHash).not.toContain('1234');
  });

  it('when the academy sends no text messages, then the answer notice is unavailable and a wish to hear of the answer is ignored: no phone is kept', async () => {
    for (const language of ['ko', 'en'] as const) {
      const res = await callOperation(
        guest(academy.testApp.app, language),
        inquiryOperations.getAnswerNotice,
      );
      expect([res.status, res.body]).toEqual([
        200,
        { success: true, message: '', data: { available: false } },
      ]);
    }
    const id = acceptedId(
      await submit({ ...VALID_INQUIRY, phoneNumber: '01055441234', notifyWhenAnswered: true }),
      '문의가 성공적으로 전송되었습니다!',
      'contactId',
    );
    const stored = await academy.testApp.database.prisma.inquiry.findUniqueOrThrow({
      where: { id },
    });
    expect([stored.phoneNumber, stored.notifyWhenAnswered]).toEqual([null, false]);
  });

  itRefusesEachRule(submit, VALID_INQUIRY, [
    ['the nickname is missing', { nickname: '' }, 'allRequiredFields'],
    ['the password is missing', { password: undefined }, 'allRequiredFields'],
    ['the subject is blank', { subject: '  ' }, 'allRequiredFields'],
    ['the category is missing', { category: '' }, 'allRequiredFields'],
    ['the message is missing', { message: undefined }, 'allRequiredFields'],
    ['the password has 3 characters', { password: '123' }, 'inquiryPasswordTooShort'],
    ['the category is unknown', { category: 'refund' }, 'invalidValue'],
    ['the category is a Korean label without its space', { category: '레슨문의' }, 'invalidValue'],
    ['the nickname is longer than 30', { nickname: 'n'.repeat(31) }, 'tooLong'],
    [
      'the subject hides a right-to-left override',
      { subject: 'refund\u202Egpj.exe' },
      'controlCharacters',
    ],
    ['the nickname carries an ESC sequence', { nickname: '\u001b[31mred' }, 'controlCharacters'],
    ['the message has a C1 control', { message: 'a\u0085b' }, 'controlCharacters'],
    ['the message has a line separator', { message: 'a\u2028b' }, 'controlCharacters'],
    ['the message has a lone surrogate', { message: 'a\uD83Db' }, 'controlCharacters'],
    ['the subject has a tab', { subject: 'a\tb' }, 'controlCharacters'],
    ['the guest asks to be told but gives no phone', { notifyWhenAnswered: true }, 'phoneRequired'],
    [
      'the phone is not a phone number',
      { notifyWhenAnswered: true, phoneNumber: '010-1234-5678' },
      'phoneInvalid',
    ],
    [
      'the phone is far too long',
      { notifyWhenAnswered: true, phoneNumber: '0'.repeat(5000) },
      'phoneInvalid',
    ],
    [
      'the wish to be told is not a boolean',
      { notifyWhenAnswered: 'yes', phoneNumber: '01012345678' },
      'invalidValue',
    ],
  ]);

  it('when a refused inquiry carried control characters, then the public board shows nothing of it', async () => {
    await submit({ ...VALID_INQUIRY, nickname: 'hidden\u202Ename' });
    const board = await callOperation(
      guest(academy.testApp.app),
      inquiryOperations.listPublicInquiries,
    );
    expect(JSON.stringify(board.body)).not.toContain('\u202E');
    expect(
      await academy.testApp.database.prisma.inquiry.count({
        where: { nickname: { contains: 'hidden' } },
      }),
    ).toBe(0);
  });

  it.each(Object.entries(INQUIRY_CATEGORY_KOREAN_VALUES))(
    'when the category is sent as its Korean value %s, then it is stored as %s and answered as both',
    async (korean, code) => {
      const res = await submit({
        ...VALID_INQUIRY,
        subject: `한글 분류 ${code}`,
        category: korean,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const stored = await academy.testApp.database.prisma.inquiry.findUniqueOrThrow({
        where: { id: res.body.data.contactId },
      });
      expect(stored.category).toBe(code);
      const board = await callOperation(
        guest(academy.testApp.app),
        inquiryOperations.listPublicInquiries,
      );
      const card = (
        board.body.data.contacts as { contactId: number; category: string; categoryCode: string }[]
      ).find((item) => item.contactId === res.body.data.contactId);
      expect(card).toMatchObject({ category: korean, categoryCode: code });
    },
  );

  it('when the message has several lines and tabs, then they are kept as typed', async () => {
    const res = await submit({ ...VALID_INQUIRY, message: '첫 줄\n\t둘째 줄\r\n셋째 줄' });
    expect(res.status).toBe(201);
    const stored = await academy.testApp.database.prisma.inquiry.findUniqueOrThrow({
      where: { id: res.body.data.contactId },
    });
    expect(stored.message).toBe('첫 줄\n\t둘째 줄\r\n셋째 줄');
  });

  it('when every text is as long as allowed, then it is stored', async () => {
    const longest = {
      ...VALID_INQUIRY,
      nickname: '가'.repeat(30),
      subject: 's'.repeat(100),
      message: 'm'.repeat(5000),
      password: 'p'.repeat(72),
    };
    expect((await submit(longest)).status).toBe(201);
  });
});
