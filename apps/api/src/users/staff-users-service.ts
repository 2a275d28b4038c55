import {
  canDeleteUser,
  compareUsersForStaffList,
  FEEDBACK_MESSAGES,
  minutesToTime,
  STAFF_MESSAGES,
  type TAdminUserListItem,
  type TUserStatus,
  WEEKDAYS,
} from '@academy/contracts';
import { writeAuditLog } from '../audit/audit-log.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { toAnyLessonType } from '../lessons/lesson-request-mappers.js';
import type { StaffUserRow, StaffUsersRepository } from './staff-users-repository.js';

export function toAdminUserListItem(row: StaffUserRow): TAdminUserListItem {
  const lesson = row.lessonSchedules[0];
  const weekday = lesson ? WEEKDAYS[lesson.dayOfWeek - 1] : undefined;
  const start = lesson ? minutesToTime(lesson.startMinute) : null;
  const end = lesson ? minutesToTime(lesson.endMinute) : null;
  return {
    userId: row.id,
    name: row.name,
    gender: row.gender,
    birthDate: row.birthDate ? toIsoDate(row.birthDate) : null,
    phoneNumber: row.phoneNumber,
    email: row.email,
    lessonType: row.lessonType ? toAnyLessonType(row.lessonType) : null,
    lessonDayOfWeek:
      weekday === undefined || weekday === 'Saturday' || weekday === 'Sunday' ? null : weekday,
    lessonStartTime: start,
    lessonEndTime: end,
    assignedTime: start && end ? `${start}-${end}` : null,
    status: row.status,
    registeredAt: row.registeredAt.toISOString(),
    isForeigner: row.isForeigner,
  };
}

/** The staff view of members: the sorted list and permanent deletion (SPEC §4, §7). */
export function createStaffUsersService(deps: {
  prisma: PrismaClient;
  users: StaffUsersRepository;
}) {
  const { prisma, users } = deps;
  return {
    async list(status: TUserStatus | undefined): Promise<TAdminUserListItem[]> {
      const rows = await users.findAll(status);
      return rows.map(toAdminUserListItem).sort(compareUsersForStaffList);
    },
    async remove(staffId: number, id: number): Promise<void> {
      const member = await users.findStatus(id);
      if (!member) throw new AppError(404, FEEDBACK_MESSAGES.notFound);
      if (!canDeleteUser(member.status)) throw new AppError(409, STAFF_MESSAGES.userNotDeletable);
      await prisma.$transaction(async (tx) => {
        if (!(await users.deleteActive(tx, id))) {
          throw new AppError(409, STAFF_MESSAGES.userNotDeletable);
        }
        await writeAuditLog(tx, {
          staffId,
          action: 'member.delete',
          entityType: 'member',
          entityId: id,
        });
      });
    },
  };
}

export type StaffUsersService = ReturnType<typeof createStaffUsersService>;
