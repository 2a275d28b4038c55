import { applicationOperations } from '@academy/contracts';
import { describe, expect, it } from 'vitest';
import { callOperation } from '../../test/call-operation.js';
import { useDemoAcademy } from '../../test/demo-academy.js';
import { guest, VALID_LESSON_APPLICATION } from '../../test/guest-helpers.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

const COPIES = 20;

// Simultaneous forms only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('one lesson application sent 20 times at once', () => {
  const academy = useDemoAcademy({});

  it('when 20 identical forms arrive together, then one application is stored, staff are told once and all get its reference', async () => {
    const body = { ...VALID_LESSON_APPLICATION, phoneNumber: '01077770020', message: 'race' };
    const answers = await Promise.all(
      Array.from({ length: COPIES }, () =>
        callOperation(guest(academy.testApp.app), applicationOperations.applyForLesson).send(body),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 201));
    const references = new Set(answers.map((answer) => answer.body.data.reference));
    expect(references.size).toBe(1);
    const { prisma } = academy.testApp.database;
    const stored = await prisma.lessonApplication.findMany({
      where: { phoneNumber: '01077770020' },
      select: { id: true },
    });
    expect(stored).toHaveLength(1);
    const told = await prisma.staffNotification.count({ where: { relatedId: stored[0]?.id } });
    expect(told).toBe(await prisma.staff.count());
  });
});
