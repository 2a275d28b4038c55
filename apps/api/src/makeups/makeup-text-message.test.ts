import { alimtalkDate, makeupsOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { DEMO } from '../../test/auth-helpers.js';
import { callOperation } from '../../test/call-operation.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import { addMember } from '../../test/factories/members.js';
import { makeChildOf, onlyTextMessage, useTextChannelAcademy } from '../../test/text-channel.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

describe('a make-up decision with the text channel on: the answer by 알림톡', () => {
  const academy = useTextChannelAcademy({ staff: DEMO.admin });
  const prisma = () => academy.testApp.database.prisma;

  /** A make-up the member asked for at 10:00 on the day `days` ahead, waiting for staff. */
  const requested = (memberId: number, days: number) =>
    addMakeupLesson(prisma(), {
      memberId,
      date: day(days),
      startMinute: 10 * 60,
      expiresOn: day(90),
      status: 'requested',
    });
  const decide = (id: number, action: 'approve' | 'reject') =>
    callOperation(academy.staff, makeupsOperations.decideMakeup, { params: { id } }).send({
      action,
      response: '확인했습니다',
    });

  it('when staff approve, then the member gets MAKEUP_APPROVED_KO with the day and hours at their phone, and no mail', async () => {
    const member = await addMember(prisma(), { name: '보강문자', phone: '01093000001' });
    const makeup = await requested(member.id, 40);
    expect((await decide(makeup.id, 'approve')).status).toBe(200);
    const text = await onlyTextMessage(academy.testApp, `makeup-decision:${makeup.id}`);
    expect(text).toMatchObject({
      memberId: member.id,
      phone: member.phoneNumber,
      kind: 'makeupApproved',
      language: 'ko',
      templateCode: 'MAKEUP_APPROVED_KO',
      status: 'sent',
      variables: {
        academy: '드럼 아카데미',
        name: '보강문자',
        date: alimtalkDate(day(40), 'ko'),
        time: '10:00-11:00',
      },
    });
    expect(text?.text).toContain(`- 일시: ${alimtalkDate(day(40), 'ko')} 10:00-11:00`);
  });

  it('when staff reject a foreign member’s request, then they get MAKEUP_REJECTED_EN in English', async () => {
    const member = await addMember(prisma(), { name: 'Jane Makeup', phone: '01093000002' });
    await prisma().member.update({ where: { id: member.id }, data: { isForeigner: true } });
    const makeup = await requested(member.id, 41);
    expect((await decide(makeup.id, 'reject')).status).toBe(200);
    expect(await onlyTextMessage(academy.testApp, `makeup-decision:${makeup.id}`)).toMatchObject({
      templateCode: 'MAKEUP_REJECTED_EN',
      language: 'en',
      variables: {
        academy: 'Drum Academy',
        name: 'Jane Makeup',
        date: alimtalkDate(day(41), 'en'),
        time: '10:00-11:00',
      },
    });
  });

  it("when a child's request is decided, then the 알림톡 goes to the guardian's phone, naming the child", async () => {
    const guardian = await addMember(prisma(), { name: '보강보호자', phone: '01093000003' });
    const child = await addMember(prisma(), { name: '보강어린이', phone: '01093000004' });
    await makeChildOf(prisma(), child, guardian);
    const makeup = await requested(child.id, 42);
    expect((await decide(makeup.id, 'approve')).status).toBe(200);
    const text = await onlyTextMessage(academy.testApp, `makeup-decision:${makeup.id}`);
    expect(text).toMatchObject({
      phone: guardian.phoneNumber,
      memberId: child.id,
      variables: { name: '보강어린이' },
    });
  });
});
