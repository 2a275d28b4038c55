import { beforeAll, describe, expect, it } from 'vitest';
import { acceptedId, itRefusesEachRule, useGuestForm } from '../../test/guest-form-checks.js';
import { birthDateAged, VALID_LESSON_APPLICATION } from '../../test/guest-helpers.js';
import { DEMO, signedInAgent } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { applicationOperations } from '@academy/contracts';

describe('POST /api/lessons/apply', () => {
  const { academy, send: apply } = useGuestForm(applicationOperations.applyForLesson);
  beforeAll(async () => {
    await academy.testApp.database.prisma.staff.create({
      data: { loginId: 'teacher2', passwordHash: 'x', name: '최선생', email: 't2@example.com' },
    });
  });

  it('when the application is valid, then 201 with its id, stored as general, and every staff account is notified with the name', async () => {
    const requestId = acceptedId(
      await apply(VALID_LESSON_APPLICATION),
      '정규수업 신청이 완료되었습니다',
    );
    const { prisma } = academy.testApp.database;
    const stored = await prisma.lessonApplication.findUniqueOrThrow({ where: { id: requestId } });
    expect(stored).toMatchObject({
      name: '홍길동',
      lessonType: 'general',
      status: 'pending',
      phoneNumber: '01022223333',
      birthDate: new Date('2000-01-15T00:00:00.000Z'),
    });
    const notes = await prisma.staffNotification.findMany({ where: { relatedId: requestId } });
    expect(notes).toHaveLength(await prisma.staff.count());
    for (const note of notes) {
      expect(note).toMatchObject({ category: 'lesson_request', title: '새 정규수업 신청' });
      expect(note.message).toContain('홍길동');
      expect(note.messageEn).toContain('홍길동');
    }
  });

  it('when the type is 입시 and English is asked, then it is stored as exam and the message is English', async () => {
    const res = await apply({ ...VALID_LESSON_APPLICATION, lessonType: '입시' }, 'en');
    const id = acceptedId(res, 'Your regular lesson application is complete');
    const stored = await academy.testApp.database.prisma.lessonApplication.findUniqueOrThrow({
      where: { id },
    });
    expect(stored.lessonType).toBe('exam');
  });

  it.each([
    ['general', 'general', '일반'],
    ['exam', 'exam', '입시'],
  ])(
    'when the type is sent by its English name %s, then it is stored as %s and staff see %s',
    async (sent, stored, shown) => {
      const res = await apply({ ...VALID_LESSON_APPLICATION, lessonType: sent });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const id = res.body.data.requestId as number;
      const row = await academy.testApp.database.prisma.lessonApplication.findUniqueOrThrow({
        where: { id },
      });
      expect(row.lessonType).toBe(stored);
      const staff = await signedInAgent(academy.testApp.app, DEMO.admin);
      const detail = await callOperation(staff, applicationOperations.getLessonApplication, {
        params: { id },
      });
      expect(detail.body.data.lessonType).toBe(shown);
    },
  );

  itRefusesEachRule(apply, VALID_LESSON_APPLICATION, [
    ['the birth date is empty', { birthDate: '' }, 'birthDateRequired'],
    ['the birth date has 7 characters', { birthDate: '2000011' }, 'birthDateFormat'],
    ['the birth year is 1950', { birthDate: '19500101' }, 'birthDateTooOld'],
    ['the birth year is in the future', { birthDate: birthDateAged(-1) }, 'birthDateFuture'],
    ['the birth month is 13', { birthDate: '20001301' }, 'birthDateMonth'],
    ['the birth day is 32', { birthDate: '20000132' }, 'birthDateDay'],
    ['the birth date is 30 February', { birthDate: '20230230' }, 'birthDateNonexistent'],
    ['the applicant is under 3', { birthDate: birthDateAged(2) }, 'birthDateUnderMinAge'],
    ['the phone is missing', { phoneNumber: '' }, 'phoneRequired'],
    ['the phone has hyphens', { phoneNumber: '010-2222-3333' }, 'phoneInvalid'],
    ['the phone is too short', { phoneNumber: '0101234' }, 'phoneInvalid'],
    ['the email is missing', { email: '' }, 'emailRequired'],
    ['the email has no domain', { email: 'hong@' }, 'emailInvalid'],
    ['the name is blank', { name: '   ' }, 'nameRequired'],
    ['the gender is missing', { gender: '' }, 'genderRequired'],
    ['the lesson type is missing', { lessonType: '' }, 'lessonTypeRequired'],
    ['the lesson type is unknown', { lessonType: 'jazz' }, 'invalidValue'],
  ]);
});
