import { describe, expect, it } from 'vitest';
import { pauseOperations, seoulInstant } from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { createTestApp } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('pauses under simultaneous requests', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff }, () =>
    createTestApp({ seed: true, now: () => seoulInstant('2027-01-10', 12) }),
  );
  const prisma = () => academy.testApp.database.prisma;

  it('when a member sends the same pause 20 times at once, then one is stored and 19 are refused as overlapping', async () => {
    const { member, agent } = await addSignedInMember(academy.testApp, {
      name: '동시 휴원',
      phone: '01077770101',
      slot: { dayOfWeek: 1, startMinute: 6 * 60 },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callOperation(agent, pauseOperations.requestPause).send({
          fromMonth: '2027-02',
          untilMonth: '2027-03',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(1);
    expect(answers.filter((res) => res.body.code === 'PAUSE_OVERLAP')).toHaveLength(19);
    expect(await prisma().pause.count({ where: { memberId: member.id } })).toBe(1);
    expect(await prisma().pausedMonth.count({ where: { memberId: member.id } })).toBe(2);
    expect(
      await prisma().staffNotification.count({
        where: { category: 'pause_request', message: { contains: member.name } },
      }),
    ).toBe(1);
  });
});
