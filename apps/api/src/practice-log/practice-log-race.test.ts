import { describe, expect, it } from 'vitest';
import { practiceLogOperations, seoulInstant } from '@academy/contracts';
import { useTestApp } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { addSignedInMember } from '../../test/factories/members.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('the practice log under simultaneous requests', () => {
  const app = useTestApp({ seed: true, now: () => seoulInstant('2027-01-13', 21) });

  it('when a member logs 25 practices of one day at once, then 20 are stored and 5 refused', async () => {
    const { member, agent } = await addSignedInMember(app.testApp, {
      name: '동시 연습',
      phone: '01077770303',
    });
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, n) =>
        callOperation(agent, practiceLogOperations.logPractice).send({
          date: '2027-01-13',
          minutes: 10 + n,
          exercise: 'Paradiddle',
        }),
      ),
    );
    const statuses = answers.map((res) => res.status).sort();
    expect(
      statuses.filter((status) => status === 201),
      JSON.stringify(statuses),
    ).toHaveLength(20);
    expect(answers.filter((res) => res.body.code === 'PRACTICE_LOG_DAY_FULL')).toHaveLength(5);
    const stored = await app.testApp.database.prisma.practiceEntry.count({
      where: { memberId: member.id },
    });
    expect(stored).toBe(20);
  });
});
