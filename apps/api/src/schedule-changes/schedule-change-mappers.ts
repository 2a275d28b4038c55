import { ownContact } from '../lib/own-contact.js';
import {
  minutesToTime,
  weekdayOfIsoDate,
  type TScheduleChangeItem,
  type TPendingScheduleChange,
} from '@academy/contracts';
import { toIsoDate } from '../lib/iso-date.js';
import type { ScheduleChangeRow, PendingScheduleChangeRow } from './schedule-change-repository.js';

export function toScheduleChangeItem(row: ScheduleChangeRow): TScheduleChangeItem {
  const requestedDate = toIsoDate(row.requestedDate);
  return {
    id: row.id,
    user: {
      name: row.member.name,
      phoneNumber: ownContact(row.member.phoneNumber),
      email: ownContact(row.member.email),
    },
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

export function toPendingScheduleChange(row: PendingScheduleChangeRow): TPendingScheduleChange {
  return {
    id: row.id,
    originalDate: toIsoDate(row.originalDate),
    requestedDate: toIsoDate(row.requestedDate),
    requestedStartTime: minutesToTime(row.requestedStartMinute),
    requestedEndTime: minutesToTime(row.requestedEndMinute),
    createdAt: row.createdAt.toISOString(),
  };
}
