import { announcementsOperations, type TAnnouncementRequest } from '@academy/contracts';
import { expect } from 'vitest';
import { callOperation, type TCaller } from './call-operation.js';
import type { TestApp } from './test-app.js';

/** Staff send `announcement` (the test fails unless it is accepted): the announcement stored. */
export async function sendAnnouncement(
  academy: { staff: TCaller; testApp: TestApp },
  announcement: TAnnouncementRequest,
) {
  const res = await callOperation(academy.staff, announcementsOperations.sendAnnouncement).send(
    announcement,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return academy.testApp.database.prisma.announcement.findFirstOrThrow({ orderBy: { id: 'desc' } });
}
