import { describe, expect, it } from 'vitest';
import { STAFF_ACCOUNT_MESSAGES, ZCreateStaffResponse, staffOperations } from '@academy/contracts';
import { DEMO, signedInAgent, signedInWithOwnPassword } from '../../test/auth-helpers.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { callOperation } from '../../test/call-operation.js';

const ROUNDS = 5;

/**
 * Two admins deleting each other at the same moment: only PostgreSQL runs the two transactions
 * side by side (the embedded database has one connection), so this runs with TEST_DATABASE_URL.
 */
describe.skipIf(!testDatabaseServerUrl)('the last admin under concurrent deletions', () => {
  const academy = useDemoAcademy({});

  it('when the only two admins delete each other at once, then one deletion wins and one admin is left', async () => {
    const { prisma } = academy.testApp.database;
    const demoAdmin = await signedInAgent(academy.testApp.app, DEMO.admin);

    for (let round = 0; round < ROUNDS; round += 1) {
      const pair = [];
      for (const side of ['a', 'b']) {
        const res = await callOperation(demoAdmin, staffOperations.createStaffAccount).send({
          loginId: `race.${round}.${side}`,
          name: `경합${round}${side}`,
          role: 'admin',
          email: `race.${round}.${side}@example.com`,
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const created = ZCreateStaffResponse.parse(res.body.data);
        const agent = await signedInWithOwnPassword(academy.testApp.app, {
          loginId: created.teacher.loginId,
          password: created.temporaryPassword,
        });
        pair.push({ id: created.teacher.id, agent });
      }
      const [first, second] = pair;
      if (!first || !second) throw new Error('Two admins were created');
      // From here on these two are the academy's only admins.
      await prisma.staff.updateMany({
        where: { role: 'admin', id: { notIn: [first.id, second.id] } },
        data: { role: 'teacher' },
      });

      const [one, other] = await Promise.all([
        callOperation(first.agent, staffOperations.deleteStaffAccount, {
          params: { id: second.id },
        }),
        callOperation(second.agent, staffOperations.deleteStaffAccount, {
          params: { id: first.id },
        }),
      ]);

      const outcomes = [one, other].map((res) => res.status).sort();
      // The loser is refused as the last admin, or finds its own session already gone.
      expect(
        [
          [200, 409],
          [200, 401],
        ],
        JSON.stringify([one.body, other.body]),
      ).toContainEqual(outcomes);
      const refused = [one, other].find((res) => res.status === 409);
      if (refused) expect(refused.body.message).toBe(STAFF_ACCOUNT_MESSAGES.deleteLastAdmin.ko);
      expect(await prisma.staff.count({ where: { role: 'admin' } })).toBe(1);
      // The survivor of this round gives the next round's admins a way in.
      await prisma.staff.updateMany({
        where: { loginId: DEMO.admin.loginId },
        data: { role: 'admin' },
      });
    }
  });
});
