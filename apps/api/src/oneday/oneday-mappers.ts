import type { TOnedayRequestItem } from '@academy/contracts';
import { toIsoDate, toIsoInstant } from '../lib/iso-date.js';
import { familyFieldsOf } from '../applications/application-family.js';
import type { OnedayRow } from './oneday-staff-repository.js';

export function toOnedayRequestItem(row: OnedayRow, now: Date = new Date()): TOnedayRequestItem {
  return {
    ...familyFieldsOf(row, now),
    requestId: row.id,
    name: row.name,
    birthDate: toIsoDate(row.birthDate),
    phoneNumber: row.phoneNumber,
    email: row.email,
    preferredTime: row.preferredTime,
    message: row.message,
    status: row.status,
    scheduledAt: row.scheduledAt ? toIsoInstant(row.scheduledAt) : null,
    createdAt: row.createdAt.toISOString(),
    handler: row.handler ? { name: row.handler.name } : null,
  };
}
