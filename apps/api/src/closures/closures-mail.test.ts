import {
  addDaysToIsoDate,
  toAcademyIsoDate,
  closuresOperations,
  isoWeekdayOfIsoDate,
  sentenceDate,
  sentenceDateTime,
} from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import { createTestAppWithMail } from '../../test/test-app.js';
import { callOperation } from '../../test/call-operation.js';

const date = addDaysToIsoDate(toAcademyIsoDate(new Date()), 9);
const isoWeekday = isoWeekdayOfIsoDate(date);

describe('closed-day e-mails', () => {
  const academy = useDemoAcademy({ staff: DEMO.admin }, createTestAppWithMail);

  it('when a day is closed, then each member with a lesson that day gets the notice by e-mail in their language, once, listing everything it cancelled', async () => {
    const { prisma } = academy.testApp.database;
    const korean = await addMember(prisma, {
      name: '휴원 메일',
      phone: '01055510001',
      slot: { dayOfWeek: isoWeekday, startMinute: 7 * 60 },
    });
    await addMakeupLesson(prisma, {
      memberId: korean.id,
      date,
      startMinute: 15 * 60,
      expiresOn: date,
    });
    const foreign = await addMember(prisma, {
      name: 'Closed Mail',
      phone: '01055510002',
      slot: { dayOfWeek: isoWeekday, startMinute: 8 * 60 },
    });
    await prisma.member.update({ where: { id: foreign.id }, data: { isForeigner: true } });

    const res = await callOperation(academy.staff, closuresOperations.declareClosure).send({
      date,
      reason: '추석 연휴',
      reasonEn: 'Chuseok holidays',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // A second declaration of the day is refused and queues nothing more.
    expect(
      (
        await callOperation(academy.staff, closuresOperations.declareClosure).send({
          date,
          reason: '추석 연휴',
          reasonEn: 'Chuseok holidays',
        })
      ).status,
    ).toBe(409);
    await academy.testApp.outbox.settled();

    const mailsTo = (address: string) =>
      academy.testApp.smtp.messages.filter((mail) => mail.to.includes(address));
    const [koreanMail, ...moreKorean] = mailsTo(korean.email);
    expect(moreKorean).toEqual([]);
    expect(koreanMail?.subject).toBe('[드럼 아카데미] 휴원 안내');
    expect(koreanMail?.text).toContain(`${sentenceDate(date, 'ko')}은 휴원일입니다(추석 연휴)`);
    expect(koreanMail?.text).toContain(
      `${sentenceDateTime(date, '15:00–16:00', 'ko')} 보강 수업이 취소되었고`,
    );
    const [englishMail, ...moreEnglish] = mailsTo(foreign.email);
    expect(moreEnglish).toEqual([]);
    expect(englishMail?.subject).toBe('[Drum Academy] Academy closed');
    expect(englishMail?.text).toContain(
      `The academy is closed on ${sentenceDate(date, 'en')} (Chuseok holidays)`,
    );
  });
});
