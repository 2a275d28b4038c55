import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { ZCalendarFeedCreated, calendarFeedOperations } from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { callOperation } from '../../test/call-operation.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('calendar feeds under simultaneous requests', () => {
  const academy = useDemoAcademy(MEMBERS_AND_STAFF);

  it('when 20 turn-ons of one member arrive at once, then one row is left and only one URL works', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callOperation(academy.student, calendarFeedOperations.enableCalendarFeed),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(20).fill(201));
    const { prisma } = academy.testApp.database;
    const member = await prisma.member.findUniqueOrThrow({ where: { loginId: 'student' } });
    expect(await prisma.calendarFeed.count({ where: { memberId: member.id } })).toBe(1);

    const urls = answers.map((res) => new URL(ZCalendarFeedCreated.parse(res.body.data).url));
    const statuses = [];
    for (const url of urls) {
      statuses.push((await request(academy.testApp.app).get(url.pathname)).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 404)).toHaveLength(19);
  });
});
