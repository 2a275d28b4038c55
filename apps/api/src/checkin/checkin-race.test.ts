import { describe, expect, it } from 'vitest';
import { CHECKIN_LIMITS, checkinOperations } from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { addMember } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { seoulToday } from '../../test/seoul-days.js';
import { addChildWithLesson } from './checkin-test-helpers.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('check-ins under simultaneous requests', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });

  it('when one code is typed 20 times at once, then one attendance, one notice and one e-mail; the others answer already checked in (or 429 in the burst)', async () => {
    const { prisma } = academy.testApp.database;
    const guardian = await addMember(prisma, { name: '경합 보호자', phone: '01055910001' });
    const child = await addChildWithLesson(prisma, {
      guardianId: guardian.id,
      name: '박지우',
      day: seoulToday(),
      startMinute: 60,
      code: '3131',
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callOperation(academy.staff, checkinOperations.checkIn).send({ code: '3131' }),
      ),
    );
    // A request counts against the wrong-code limit while it runs (decision 0027), so a burst of
    // 20 may meet 429s; none of them marks or tells anything.
    expect(answers.every((res) => res.status === 200 || res.status === 429)).toBe(true);
    const outcomes = answers.flatMap((res) => (res.status === 200 ? [res.body.data.outcome] : []));
    expect(outcomes.filter((outcome) => outcome === 'checked_in')).toHaveLength(1);
    expect(outcomes.length).toBeGreaterThanOrEqual(CHECKIN_LIMITS.WRONG_CODES_PER_KIOSK);
    const lessonDate = fromIsoDate(seoulToday());
    expect(await prisma.attendance.count({ where: { memberId: child.id, lessonDate } })).toBe(1);
    expect(
      await prisma.memberNotification.count({
        where: { memberId: child.id, category: 'checked_in' },
      }),
    ).toBe(1);
    await academy.testApp.outbox.settled();
    expect(await prisma.mailOutbox.count({ where: { recipient: guardian.email } })).toBe(1);
  });
});
