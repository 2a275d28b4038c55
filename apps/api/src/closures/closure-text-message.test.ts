import { alimtalkDate, closuresOperations, isoWeekdayOfIsoDate } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import { messagesKeyed, onlyTextMessage, useTextChannelAcademy } from '../../test/text-channel.js';
import { seoulDayFromToday as dayAhead } from '../../test/seoul-days.js';

describe('a closed day with the text channel on: one 알림톡 per member', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;
  const declare = async (date: string, reason: string, reasonEn: string) => {
    const res = await callOperation(academy.staff, closuresOperations.declareClosure).send({
      date,
      reason,
      reasonEn,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  /** A member of the demo teacher with a lesson at `hour`:00 on the weekday of `date`. */
  const withLessonOn = (date: string, name: string, phone: string, hour: number) =>
    addMember(prisma(), {
      name,
      phone,
      slot: { dayOfWeek: isoWeekdayOfIsoDate(date), startMinute: hour * 60 },
    });

  it('when a day is closed, then a member whose lesson and make-up it cancels gets CLOSURE_KO once, with the day and the reason, two app notices and no mail; a foreign member CLOSURE_EN', async () => {
    const date = dayAhead(20);
    const korean = await withLessonOn(date, '휴원문자', '01096000001', 7);
    await addMakeupLesson(prisma(), {
      memberId: korean.id,
      date,
      startMinute: 15 * 60,
      expiresOn: date,
    });
    const foreign = await withLessonOn(date, 'Closed Text', '01096000002', 8);
    await prisma().member.update({ where: { id: foreign.id }, data: { isForeigner: true } });
    const id = await declare(date, '추석 연휴', 'Chuseok holidays');

    expect(await onlyTextMessage(academy.testApp, `closure:${id}:${korean.id}`)).toMatchObject({
      dedupeKey: `closure:${id}:${korean.id}`,
      phone: korean.phoneNumber,
      kind: 'closure',
      language: 'ko',
      templateCode: 'CLOSURE_KO',
      status: 'sent',
      variables: {
        academy: '드럼 아카데미',
        name: '휴원문자',
        dates: alimtalkDate(date, 'ko'),
        reason: '추석 연휴',
      },
    });
    expect(
      await prisma().memberNotification.count({
        where: { memberId: korean.id, category: 'academy_closed' },
      }),
    ).toBe(2);
    expect(await onlyTextMessage(academy.testApp, `closure:${id}:${foreign.id}`)).toMatchObject({
      templateCode: 'CLOSURE_EN',
      variables: {
        academy: 'Drum Academy',
        name: 'Closed Text',
        dates: alimtalkDate(date, 'en'),
        reason: 'Chuseok holidays',
      },
    });
  });

  it('when the reason cannot be a template value, then the member gets the e-mail instead', async () => {
    const date = dayAhead(21);
    const member = await withLessonOn(date, '휴원메일대신', '01096000003', 9);
    const id = await declare(date, '공사 #{academy}', 'Works #{academy}');
    const { texts, mails } = await messagesKeyed(academy.testApp, `closure:${id}:${member.id}`);
    expect(texts).toEqual([]);
    expect(mails.map(({ recipient, language }) => [recipient, language])).toEqual([
      [member.email, 'ko'],
    ]);
  });
});
