import { describe, expect, it } from 'vitest';
import { ZMakeupMemberOverview, makeupsOperations } from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { addMemberWithCredit, freeMakeupHours } from '../../test/factories/makeups.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { callOperation } from '../../test/call-operation.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('make-ups under simultaneous requests', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });
  const prisma = () => academy.testApp.database.prisma;

  async function memberWithCredit(phone: string) {
    const { member, agent } = await addMemberWithCredit(
      academy,
      { name: `경쟁${phone}`, phone },
      '경쟁 시험',
    );
    return { id: member.id, agent };
  }

  it('when 10 spends of one credit arrive at once, then one make-up is made and the others answer 409', async () => {
    const member = await memberWithCredit('01077770001');
    const hours = await freeMakeupHours(academy.staff, { fromDays: 3, count: 10 });
    const answers = await Promise.all(
      hours.map((hour) => callOperation(member.agent, makeupsOperations.bookMakeup).send(hour)),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await prisma().makeupLesson.count({ where: { memberId: member.id } })).toBe(1);
    const view = await callOperation(academy.staff, makeupsOperations.getMemberMakeups, {
      query: `memberId=${member.id}`,
    });
    expect(ZMakeupMemberOverview.parse(view.body.data).ledger).toEqual({
      earned: 1,
      spent: 1,
      voided: 0,
      expired: 0,
      open: 0,
    });
  });

  it('when two members take one hour at once, then one is booked and the other answers 409', async () => {
    const first = await memberWithCredit('01077770002');
    const second = await memberWithCredit('01077770003');
    const [hour] = await freeMakeupHours(academy.staff, { fromDays: 20 });
    const answers = await Promise.all(
      [first, second].map((member) =>
        callOperation(member.agent, makeupsOperations.bookMakeup).send(hour),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(answers.find((res) => res.status === 409)?.body.code).toBe('SLOT_TAKEN');
    expect(
      await prisma().makeupLesson.count({
        where: { memberId: { in: [first.id, second.id] }, status: 'booked' },
      }),
    ).toBe(1);
  });
});
