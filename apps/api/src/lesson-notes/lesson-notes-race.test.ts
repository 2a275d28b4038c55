import { describe, expect, it } from 'vitest';
import { lessonNoteOperations, seoulInstant } from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { addMember } from '../../test/factories/members.js';
import { createTestApp } from '../../test/test-app.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('lesson notes under simultaneous requests', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff }, () =>
    createTestApp({ seed: true, now: () => seoulInstant('2027-01-13', 21) }),
  );
  const prisma = () => academy.testApp.database.prisma;

  it('when staff send the first note of a lesson 20 times at once, then one note is stored and the member is told once', async () => {
    const member = await addMember(prisma(), {
      name: '동시 노트',
      phone: '01077770202',
      slot: { dayOfWeek: 3, startMinute: 6 * 60 },
    });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        callOperation(academy.staff, lessonNoteOperations.writeLessonNote).send({
          memberId: member.id,
          date: '2027-01-13',
          piece: `Paradiddle ${n}`,
        }),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.every((status) => status === 200),
      JSON.stringify(statuses),
    ).toBe(true);
    expect(await prisma().lessonNote.count({ where: { memberId: member.id } })).toBe(1);
    expect(
      await prisma().memberNotification.count({
        where: { memberId: member.id, category: 'lesson_note' },
      }),
    ).toBe(1);
    const audits = await prisma().auditLog.findMany({ where: { entityType: 'lesson_note' } });
    expect(audits.filter((row) => row.action === 'lesson_note.write')).toHaveLength(1);
    expect(audits).toHaveLength(20);
  });
});
