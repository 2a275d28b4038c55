import { addDaysToIsoDate, checkinOperations, seoulDayStart } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { MEMBERS_AND_STAFF } from '../../test/demo-academy.js';
import { addMember, numberedPhone } from '../../test/factories/members.js';
import { runJobAt } from '../../test/run-job.js';
import { messagesKeyed, useTextChannelAcademy } from '../../test/text-channel.js';
import { seoulToday } from '../../test/seoul-days.js';
import { addChildWithLesson } from './checkin-test-helpers.js';
import { notArrivedJob } from './not-arrived-job.js';

describe('arrivals by 알림톡, with the text channel on', () => {
  const academy = useTextChannelAcademy(MEMBERS_AND_STAFF);
  const prisma = () => academy.testApp.database.prisma;
  let n = 0;

  /** A guardian (foreign when asked) and their child with a lesson on `day` from `hour`:00. */
  async function addFamily(day: string, hour: number, english = false) {
    n += 1;
    const guardian = await addMember(prisma(), {
      name: english ? `Parent ${n}` : `문자보호자 ${n}`,
      phone: numberedPhone('0105590', n),
    });
    if (english) {
      await prisma().member.update({ where: { id: guardian.id }, data: { isForeigner: true } });
    }
    const child = await addChildWithLesson(prisma(), {
      guardianId: guardian.id,
      name: english ? 'Leo Park' : '박서준',
      day,
      startMinute: hour * 60,
      code: String(6100 + n),
    });
    return { guardian, child, code: String(6100 + n) };
  }

  it('when a child checks in at the kiosk, then the guardian gets ARRIVED at their phone naming the child, at once, and no e-mail', async () => {
    const { guardian, child, code } = await addFamily(seoulToday(), 0);
    const res = await callOperation(academy.staff, checkinOperations.checkIn).send({ code });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { texts, mails } = await messagesKeyed(
      academy.testApp,
      `checked_in:${child.id}:${seoulToday()}`,
    );
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      phone: guardian.phoneNumber,
      memberId: child.id,
      kind: 'arrived',
      language: 'ko',
      templateCode: 'ARRIVED_KO',
      status: 'sent',
      variables: {
        academy: '드럼 아카데미',
        child: '박서준',
        checkedInAt: res.body.data.checkedInAt,
      },
    });
    const received = academy
      .double()
      .messages()
      .filter((message) => message.to === guardian.phoneNumber);
    expect(received.map((message) => message.text)).toEqual([
      [
        '[드럼 아카데미] 도착 알림',
        '',
        `박서준 학생이 ${String(res.body.data.checkedInAt)}에 학원에 도착해 출석 체크를 했습니다.`,
      ].join('\n'),
    ]);
  });

  it('when a child’s lesson started 15 minutes ago without a check-in, then the job sends the foreign guardian NOT_ARRIVED in English with the lesson’s hours, once', async () => {
    // Tomorrow, so that the job's fixed clock is never behind the real one.
    const day = addDaysToIsoDate(seoulToday(), 1);
    const { guardian, child } = await addFamily(day, 1, true);
    const at = (minute: number) => new Date(seoulDayStart(day).getTime() + minute * 60_000);
    await runJobAt(notArrivedJob, academy.testApp, at(60 + 15));
    await runJobAt(notArrivedJob, academy.testApp, at(60 + 20));
    const { texts, mails } = await messagesKeyed(academy.testApp, `not_arrived:${child.id}:${day}`);
    expect(mails).toEqual([]);
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatchObject({
      phone: guardian.phoneNumber,
      kind: 'notArrived',
      language: 'en',
      templateCode: 'NOT_ARRIVED_EN',
      variables: { academy: 'Drum Academy', child: 'Leo Park', time: '01:00-02:00' },
    });
  });
});
