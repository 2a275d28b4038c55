import {
  FEEDBACK_MESSAGES,
  type TPersonalData,
  type TPersonalDataExport,
} from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { PersonalDataRepository } from './personal-data-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

type TValue = string | number | boolean | null | string[];

/** A stored row as the download writes it: instants and days as ISO text. */
function plain(row: Record<string, unknown>): Record<string, TValue> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : (value as TValue),
    ]),
  );
}

async function personalData(
  data: PersonalDataRepository,
  memberId: number,
): Promise<TPersonalData | null> {
  const profile = await data.findProfile(memberId);
  if (!profile) return null;
  const [
    weeklySlots,
    attendance,
    makeupCredits,
    makeupLessons,
    practiceBookings,
    scheduleChanges,
    tuitionDues,
    notifications,
    consents,
  ] = await data.records(memberId);
  return {
    profile: plain(profile),
    weeklySlots: weeklySlots.map(plain),
    attendance: attendance.map(plain),
    makeupCredits: makeupCredits.map(plain),
    makeupLessons: makeupLessons.map(plain),
    practiceBookings: practiceBookings.map(plain),
    scheduleChanges: scheduleChanges.map(plain),
    tuitionDues: tuitionDues.map(plain),
    notifications: notifications.map(plain),
    consents: consents.map(plain),
  };
}

/**
 * A member downloads what the academy keeps about them and about each of their children
 * (docs/product/privacy.md): GET /users/me/export.
 */
export function createExportOwnData(deps: { data: PersonalDataRepository; now?: Clock }) {
  const { data, now = systemClock } = deps;
  return async function exportOwnData(memberId: number): Promise<TPersonalDataExport> {
    const member = await personalData(data, memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    const children: TPersonalData[] = [];
    for (const childId of await data.childIdsOf(memberId)) {
      const child = await personalData(data, childId);
      if (child) children.push(child);
    }
    return { exportedAt: now().toISOString(), member, children };
  };
}
