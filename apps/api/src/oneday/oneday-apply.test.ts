import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES } from '@academy/contracts';
import { birthDateAged, guest, VALID_ONEDAY_APPLICATION } from '../../test/guest-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';

describe('POST /api/oneday/apply', () => {
  const academy = useDemoAcademy({});

  const apply = (body: object, language: 'ko' | 'en' = 'ko') =>
    guest(academy.testApp.app, language).post('/api/oneday/apply').send(body);

  it('when the application is valid, then 201 with its id, stored pending, and staff are notified with the name', async () => {
    const res = await apply(VALID_ONEDAY_APPLICATION);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('원데이클래스 신청이 완료되었습니다');
    const { requestId } = res.body.data as { requestId: number };
    const { prisma } = academy.testApp.database;
    const stored = await prisma.onedayApplication.findUniqueOrThrow({ where: { id: requestId } });
    expect(stored).toMatchObject({
      name: '이원데이',
      status: 'pending',
      email: 'oneday@example.com',
      preferredTime: '7/15(화): 14:00, 15:00',
    });
    const [note] = await prisma.staffNotification.findMany({
      where: { relatedId: requestId, category: 'oneday_request' },
    });
    expect(note).toMatchObject({
      title: '새 원데이클래스 신청',
      titleEn: 'New one-day class application',
      message: '새로운 원데이클래스 신청이 접수되었습니다. (신청자: 이원데이)',
    });
  });

  it('when the email is left empty, then the application is still accepted without one', async () => {
    const res = await apply({ ...VALID_ONEDAY_APPLICATION, email: '' }, 'en');
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Your one-day class application is complete');
    const stored = await academy.testApp.database.prisma.onedayApplication.findUniqueOrThrow({
      where: { id: res.body.data.requestId },
    });
    expect(stored.email).toBeNull();
  });

  const violations: [string, object, keyof typeof VALIDATION_MESSAGES][] = [
    ['the name is missing', { name: undefined }, 'nameRequired'],
    ['the birth date is missing', { birthDate: undefined }, 'birthDateRequired'],
    ['the birth year is 1950', { birthDate: '19500101' }, 'birthDateTooOld'],
    ['the birth date is 30 February', { birthDate: '20230230' }, 'birthDateNonexistent'],
    ['the applicant is under 3', { birthDate: birthDateAged(2) }, 'birthDateUnderMinAge'],
    ['the birth date has 7 characters', { birthDate: '1999050' }, 'birthDateFormat'],
    ['the phone is missing', { phoneNumber: undefined }, 'phoneRequired'],
    ['the phone has letters', { phoneNumber: '010abcd5555' }, 'phoneInvalid'],
    ['the optional email is malformed', { email: 'not-an-email' }, 'emailInvalid'],
    ['the message is too long', { message: 'a'.repeat(2001) }, 'tooLong'],
  ];

  it.each(violations)(
    'when %s, then 400 with the Korean and English rule message',
    async (_, change, key) => {
      const body = { ...VALID_ONEDAY_APPLICATION, ...change };
      const korean = await apply(body);
      expect([korean.status, korean.body.message]).toEqual([400, VALIDATION_MESSAGES[key].ko]);
      const english = await apply(body, 'en');
      expect([english.status, english.body.message]).toEqual([400, VALIDATION_MESSAGES[key].en]);
    },
  );

  it('when every text is as long as allowed, then it is stored', async () => {
    const longest = {
      ...VALID_ONEDAY_APPLICATION,
      name: '가'.repeat(50),
      preferredTime: 'p'.repeat(1000),
      message: 'm'.repeat(2000),
    };
    expect((await apply(longest)).status).toBe(201);
  });

  it('when the honeypot is filled, then it looks like a success but nothing is stored or notified', async () => {
    const { prisma } = academy.testApp.database;
    const before = [await prisma.onedayApplication.count(), await prisma.staffNotification.count()];
    const res = await apply({ ...VALID_ONEDAY_APPLICATION, website: 'x' });
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({ requestId: null });
    expect(res.body.message).toBe('원데이클래스 신청이 완료되었습니다');
    const after = [await prisma.onedayApplication.count(), await prisma.staffNotification.count()];
    expect(after).toEqual(before);
  });

  it('when one address applies more than 10 times in an hour, then 429 in Korean', async () => {
    const sender = guest(academy.testApp.app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      statuses.push((await sender.post('/api/oneday/apply').send(VALID_ONEDAY_APPLICATION)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    const blocked = await sender.post('/api/oneday/apply').send(VALID_ONEDAY_APPLICATION);
    expect(blocked.body.message).toBe('신청이 너무 많습니다. 1시간 후 다시 시도해주세요.');
  });
});
