import { describe, expect, it } from 'vitest';
import { acceptedId, itRefusesEachRule, useGuestForm } from '../../test/guest-form-checks.js';
import { birthDateAged, VALID_ONEDAY_APPLICATION } from '../../test/guest-helpers.js';
import { onedayOperations } from '@academy/contracts';

describe('POST /api/oneday/apply', () => {
  const { academy, send: apply } = useGuestForm(onedayOperations.applyForOneday);

  it('when the application is valid, then 201 with its id, stored pending, and staff are notified with the name', async () => {
    const requestId = acceptedId(
      await apply(VALID_ONEDAY_APPLICATION),
      '원데이클래스 신청이 완료되었습니다',
    );
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
    const id = acceptedId(res, 'Your one-day class application is complete');
    const stored = await academy.testApp.database.prisma.onedayApplication.findUniqueOrThrow({
      where: { id },
    });
    expect(stored.email).toBeNull();
  });

  itRefusesEachRule(apply, VALID_ONEDAY_APPLICATION, [
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
  ]);
});
