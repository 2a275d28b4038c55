import {
  applicationOperations,
  inquiryOperations,
  onedayOperations,
  type TOperation,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import {
  guest,
  VALID_INQUIRY,
  VALID_LESSON_APPLICATION,
  VALID_ONEDAY_APPLICATION,
} from '../../test/guest-helpers.js';
import { formFingerprint } from './form-submissions.js';

type Form = {
  name: string;
  operation: TOperation;
  body: Record<string, unknown>;
  idField: 'requestId' | 'contactId';
  reference: RegExp;
  /** A change of the form that makes it another one. */
  change: Record<string, unknown>;
  /** The same person writing the same form with other spacing and case. */
  sameAgain: Record<string, unknown>;
  rows: 'lessonApplication' | 'onedayApplication' | 'inquiry';
};

const FORMS: Form[] = [
  {
    name: 'a lesson application',
    operation: applicationOperations.applyForLesson,
    body: { ...VALID_LESSON_APPLICATION, phoneNumber: '01077770001' },
    idField: 'requestId',
    reference: /^L-20\d\d-\d{6}$/,
    change: { message: '저녁반을 원해요.' },
    sameAgain: { email: 'HONG@Example.com' },
    rows: 'lessonApplication',
  },
  {
    name: 'a one-day application',
    operation: onedayOperations.applyForOneday,
    body: { ...VALID_ONEDAY_APPLICATION, phoneNumber: '01077770002' },
    idField: 'requestId',
    reference: /^O-20\d\d-\d{6}$/,
    change: { preferredTime: '7/16(수): 14:00' },
    sameAgain: { email: 'ONEDAY@example.com' },
    rows: 'onedayApplication',
  },
  {
    name: 'an inquiry',
    operation: inquiryOperations.submitInquiry,
    body: { ...VALID_INQUIRY, nickname: '반복드러머' },
    idField: 'contactId',
    reference: /^Q-20\d\d-\d{6}$/,
    change: { subject: '주차 문의' },
    sameAgain: { password: 'another' },
    rows: 'inquiry',
  },
];

describe.each(FORMS)('$name sent twice', (form) => {
  const academy = useDemoAcademy({});
  const send = (body: object) =>
    callOperation(guest(academy.testApp.app), form.operation).send(body);
  const count = () =>
    (academy.testApp.database.prisma[form.rows] as { count: () => Promise<number> }).count();
  const staffNotices = (id: number) =>
    academy.testApp.database.prisma.staffNotification.count({ where: { relatedId: id } });

  it('when the same form comes again within a minute, then it answers the first reference, stores nothing and tells the staff once', async () => {
    const first = await send({ ...form.body, message: 'first of the repeats' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data.reference).toMatch(form.reference);
    const id = first.body.data[form.idField] as number;
    expect(first.body.data.reference.endsWith(String(id).padStart(6, '0'))).toBe(true);
    const before = await count();
    const told = await staffNotices(id);
    expect(told).toBeGreaterThan(0);

    const again = await send({ ...form.body, message: 'first of the repeats', ...form.sameAgain });
    expect([again.status, again.body.success, again.body.data]).toEqual([
      201,
      true,
      first.body.data,
    ]);
    expect(again.body.message).toBe(first.body.message);
    expect(await count()).toBe(before);
    expect(await staffNotices(id)).toBe(told);
  });

  it('when the form differs, then it is a new one with its own reference', async () => {
    const first = await send({ ...form.body, message: 'one of two' });
    const other = await send({ ...form.body, message: 'one of two', ...form.change });
    expect([first.status, other.status]).toEqual([201, 201]);
    expect(other.body.data.reference).not.toBe(first.body.data.reference);
    expect(other.body.data[form.idField]).not.toBe(first.body.data[form.idField]);
  });

  it('when the same form comes after a minute, then a new one is stored and the staff told again', async () => {
    const body = { ...form.body, message: 'a minute apart' };
    const first = await send(body);
    // The first form came in 61 seconds ago.
    await academy.testApp.database.prisma.formSubmission.updateMany({
      where: { reference: first.body.data.reference },
      data: { createdAt: new Date(Date.now() - 61_000) },
    });
    const before = await count();
    const later = await send(body);
    expect(later.status).toBe(201);
    expect(later.body.data.reference).not.toBe(first.body.data.reference);
    expect(await count()).toBe(before + 1);
    expect(await staffNotices(later.body.data[form.idField])).toBeGreaterThan(0);
  });
});

describe('formFingerprint', () => {
  it('when phone, e-mail and spacing differ only in form, then the fingerprint is the same; another kind is another', () => {
    const form = { name: '홍길동', phoneNumber: '01012345678', email: 'a@b.kr', message: 'hi' };
    const same = { email: ' A@B.KR', message: 'hi ', phoneNumber: '010-1234-5678', name: '홍길동' };
    expect(formFingerprint('lesson', same)).toBe(formFingerprint('lesson', form));
    expect(formFingerprint('oneday', form)).not.toBe(formFingerprint('lesson', form));
    expect(formFingerprint('lesson', { ...form, message: 'hello' })).not.toBe(
      formFingerprint('lesson', form),
    );
  });
});
