import { STAFF_MESSAGES, type TAnnouncementAudience } from '@academy/contracts';
import type { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { seoulDate } from '../lib/seoul-time.js';
import { announcementRepository as announcements } from './announcement-repository.js';

/** Everyone, as the specification's send-to-all does when no group is named. */
export const EVERY_MEMBER: TAnnouncementAudience = { kind: 'all' };

/**
 * The Seoul day whose running slots say who studies on a weekday, once the group is known to be
 * sound: a teacher group names an existing staff account, or the call is refused rather than
 * answered with an empty group (docs/decisions/0051).
 */
async function dayOfAudience(
  db: Prisma.TransactionClient,
  audience: TAnnouncementAudience,
  now: Date,
) {
  await refuseUnknownTeacher(db, audience);
  return seoulDate(0, now);
}

/** The members a group holds at `now`, with their guardian's id for a child of a family. */
export async function membersOfAudience(
  db: Prisma.TransactionClient,
  audience: TAnnouncementAudience,
  now: Date,
) {
  return announcements.findAudience(db, audience, await dayOfAudience(db, audience, now));
}

/** How many members `membersOfAudience` would give, without reading them. */
export async function countOfAudience(
  db: Prisma.TransactionClient,
  audience: TAnnouncementAudience,
  now: Date,
) {
  return announcements.countAudience(db, audience, await dayOfAudience(db, audience, now));
}

async function refuseUnknownTeacher(db: Prisma.TransactionClient, audience: TAnnouncementAudience) {
  if (audience.kind !== 'teacher') return;
  if (!(await announcements.staffExists(db, audience.teacherId))) {
    throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.teacherUnknown);
  }
}

type TRecipient = { id: number; guardianId: number | null };

/**
 * Whose copy carries the 알림톡, so that each family hears it once: a guardian in the group reads
 * it in their own copy, not once more for each child; a guardian outside the group hears it
 * through their first child in it (the unit of work sends a child's text to the guardian).
 */
export function textCarriers(members: readonly TRecipient[]): Set<number> {
  const inGroup = new Set(members.map((member) => member.id));
  const familiesTold = new Set<number>();
  const carriers = new Set<number>();
  for (const { id, guardianId } of members) {
    if (guardianId === null) carriers.add(id);
    else if (!inGroup.has(guardianId) && !familiesTold.has(guardianId)) {
      familiesTold.add(guardianId);
      carriers.add(id);
    }
  }
  return carriers;
}
