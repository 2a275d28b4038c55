import ICAL from 'ical.js';
import { hashPassword } from '../../src/auth/password.js';
import type { PrismaClient } from '../../src/generated/prisma/client.js';

export const FEED_PASSWORD = 'feed-pass-1';

/** A teacher of their own, so that their feed holds only what a test gives them. */
export async function addFeedTeacher(
  prisma: PrismaClient,
  { loginId, name }: { loginId: string; name: string },
) {
  return prisma.staff.create({
    data: {
      loginId,
      passwordHash: await hashPassword(FEED_PASSWORD),
      name,
      email: `${loginId}@example.com`,
      role: 'teacher',
    },
  });
}

/** A member of `teacherId` with one weekly slot of an hour, running since `effectiveFrom`. */
export async function addFeedMember(
  prisma: PrismaClient,
  input: {
    teacherId: number;
    name: string;
    phone: string;
    isForeigner?: boolean;
    slot: { dayOfWeek: number; startMinute: number; effectiveFrom: string };
  },
) {
  return prisma.member.create({
    data: {
      loginId: `f${input.phone}`,
      passwordHash: await hashPassword(FEED_PASSWORD),
      name: input.name,
      email: `${input.phone}@example.com`,
      phoneNumber: input.phone,
      isForeigner: input.isForeigner ?? false,
      teacherId: input.teacherId,
      lessonSchedules: {
        create: {
          teacherId: input.teacherId,
          dayOfWeek: input.slot.dayOfWeek,
          startMinute: input.slot.startMinute,
          endMinute: input.slot.startMinute + 60,
          effectiveFrom: new Date(`${input.slot.effectiveFrom}T00:00:00Z`),
        },
      },
    },
    include: { lessonSchedules: true },
  });
}

/** One VEVENT as an independent parser (ical.js) reads it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  status: string | null;
  /** Seoul wall time, `YYYY-MM-DDTHH:MM:SS`, or `YYYY-MM-DD` for an all-day event. */
  start: string;
  startZone: string | null;
  allDay: boolean;
  rrule: string | null;
  exdates: string[];
}

/** The calendar's name and its events, read by ical.js rather than by the library that wrote them. */
export function parseFeed(text: string): {
  name: string;
  timezones: string[];
  events: ParsedEvent[];
} {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const timezones = calendar
    .getAllSubcomponents('vtimezone')
    .map((zone) => String(zone.getFirstPropertyValue('tzid')));
  const events = calendar.getAllSubcomponents('vevent').map((event): ParsedEvent => {
    const start = event.getFirstProperty('dtstart');
    const startValue = event.getFirstPropertyValue('dtstart') as ICAL.Time;
    const rrule = event.getFirstPropertyValue('rrule') as ICAL.Recur | null;
    return {
      uid: String(event.getFirstPropertyValue('uid')),
      summary: String(event.getFirstPropertyValue('summary')),
      status: (event.getFirstPropertyValue('status') as string | null) ?? null,
      start: startValue.toString(),
      startZone: (start?.getParameter('tzid') as string | undefined) ?? null,
      allDay: startValue.isDate,
      rrule: rrule ? rrule.toString() : null,
      exdates: event
        .getAllProperties('exdate')
        .flatMap((property) => property.getValues().map((value) => String(value))),
    };
  });
  return { name: String(calendar.getFirstPropertyValue('x-wr-calname')), timezones, events };
}
