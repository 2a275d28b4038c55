import { describe, expect, it } from 'vitest';
import { notificationsOperations } from '@academy/contracts';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { callOperation } from '../../test/call-operation.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)('mark all as read under simultaneous requests', () => {
  const academy = useDemoAcademy({ staff: MEMBERS_AND_STAFF.staff });
  const prisma = () => academy.testApp.database.prisma;

  it('when staff press mark all as read 20 times at once, then each unread notice is counted once and all are read', async () => {
    const { id: staffId } = await prisma().staff.findFirstOrThrow({
      where: { loginId: MEMBERS_AND_STAFF.staff.loginId },
    });
    await prisma().staffNotification.createMany({
      data: Array.from({ length: 30 }, () => ({
        staffId,
        category: 'absence_notice' as const,
        title: 't',
        titleEn: 't',
        message: 'm',
        messageEn: 'm',
      })),
    });
    const unread = await prisma().staffNotification.count({ where: { staffId, isRead: false } });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        callOperation(academy.staff, notificationsOperations.markAllStaffNotificationsRead),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array.from({ length: 20 }, () => 200));
    const counted = answers.reduce((sum, res) => sum + (res.body.data.count as number), 0);
    expect(counted).toBe(unread);
    expect(await prisma().staffNotification.count({ where: { staffId, isRead: false } })).toBe(0);
  });
});
