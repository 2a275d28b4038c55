import {
  minutesToTime,
  weekdayOfIsoDate,
  type TModificationItem,
  type TPendingScheduleChange,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { ModificationRow, PendingModificationRow } from './modification-repository.js';

export function toModificationItem(row: ModificationRow): TModificationItem {
  const requestedDate = toIsoDate(row.requestedDate);
  return {
    id: row.id,
    user: { name: row.member.name, phoneNumber: row.member.phoneNumber, email: row.member.email },
    changeType: row.changeType,
    changePeriod: row.changePeriod,
    changeStartDate: toIsoDate(row.changeStartDate),
    changeEndDate: toIsoDate(row.changeEndDate),
    requestedDate,
    requestedStartTime: minutesToTime(row.requestedStartMinute),
    requestedEndTime: minutesToTime(row.requestedEndMinute),
    requestedWeekDay: weekdayOfIsoDate(requestedDate),
    reason: row.reason,
    status: row.status,
    teacherResponse: row.teacherResponse,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toPendingScheduleChange(row: PendingModificationRow): TPendingScheduleChange {
  return {
    id: row.id,
    originalDate: toIsoDate(row.originalDate),
    requestedDate: toIsoDate(row.requestedDate),
    requestedStartTime: minutesToTime(row.requestedStartMinute),
    requestedEndTime: minutesToTime(row.requestedEndMinute),
    createdAt: row.createdAt.toISOString(),
  };
}
