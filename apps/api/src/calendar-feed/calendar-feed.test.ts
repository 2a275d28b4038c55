import { withOwnLogin } from '../../test/factories/members.js';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  CALENDAR_FEED_MESSAGES,
  CALENDAR_FEED_NAMES,
  ZCalendarFeedCreated,
  ZCalendarFeedState,
  calendarFeedOperations,
  isoWeekdayOfIsoDate,
} from '@academy/contracts';
import { signedInAgent } from '../../test/auth-helpers.js';
import { useTestApp } from '../../test/demo-academy.js';
import { addMakeupLesson } from '../../test/factories/booked-makeups.js';
import {
  addFeedMember,
  addFeedTeacher,
  FEED_PASSWORD,
} from '../../test/factories/calendar-feeds.js';
import { parseFeed } from '../../test/factories/parse-ical-feed.js';
import type { TestApp } from '../../test/test-app.js';
import { callOperation } from '../../test/call-operation.js';
import { seoulDayFromToday as day } from '../../test/seoul-days.js';

const stored = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);
const feedPath = (url: string) => new URL(url).pathname;

/**
 * A teacher with two members on the weekday of day(3): A at 10:00 and B at 12:00, both since
 * 70 days ago. A's lesson of day(10) falls on a closed day, A's lesson of day(17) moved to
 * day(18) 15:00, and A gave notice of absence for day(24); the teacher has a weekly series from
 * day(1) to day(60) without day(8); A has a practice booking on day(2), a booked make-up on day(4)
 * 16:00 and one cancelled on day(5) 17:00; B has a make-up on day(4) 18:00.
 */
async function arrangeAcademy(testApp: TestApp) {
  const prisma = testApp.database.prisma;
  const teacher = await addFeedTeacher(prisma, { loginId: 'feedteacher', name: 'Kim' });
  const dayOfWeek = isoWeekdayOfIsoDate(day(3));
  const memberA = await addFeedMember(prisma, {
    teacherId: teacher.id,
    name: '가나다',
    phone: '01055550001',
    slot: { dayOfWeek, startMinute: 600, effectiveFrom: day(-70) },
  });
  const memberB = await addFeedMember(prisma, {
    teacherId: teacher.id,
    name: 'Other Student',
    phone: '01055550002',
    isForeigner: true,
    slot: { dayOfWeek, startMinute: 720, effectiveFrom: day(-70) },
  });
  const slotA = memberA.lessonSchedules[0];
  const slotB = memberB.lessonSchedules[0];
  if (!slotA || !slotB) throw new Error('the members were created without their slots');
  await prisma.closure.create({
    data: { date: stored(day(10)), reason: '정기 휴무', reasonEn: 'Day off' },
  });
  await prisma.lessonMove.create({
    data: {
      memberId: memberA.id,
      lessonScheduleId: slotA.id,
      originalDate: stored(day(17)),
      newDate: stored(day(18)),
      newStartMinute: 900,
      newEndMinute: 960,
    },
  });
  await prisma.attendance.create({
    data: {
      memberId: memberA.id,
      lessonDate: stored(day(24)),
      status: 'absent_with_notice',
      markedAt: new Date(),
    },
  });
  const series = await prisma.personalSchedule.create({
    data: {
      teacherId: teacher.id,
      title: '합주 연습',
      scheduleDate: stored(day(1)),
      startMinute: 480,
      endMinute: 540,
      isRecurring: true,
      recurringPattern: 'weekly',
      recurringUntil: stored(day(60)),
      exclusions: { create: { excludedDate: stored(day(8)) } },
    },
  });
  const booking = await prisma.practiceBooking.create({
    data: {
      roomId: 1,
      memberId: memberA.id,
      startTime: new Date(`${day(2)}T14:00:00+09:00`),
      endTime: new Date(`${day(2)}T15:00:00+09:00`),
    },
  });
  const makeup = await addMakeupLesson(prisma, {
    memberId: memberA.id,
    date: day(4),
    startMinute: 960,
    expiresOn: day(30),
  });
  const cancelledMakeup = await addMakeupLesson(prisma, {
    memberId: memberA.id,
    date: day(5),
    startMinute: 1020,
    expiresOn: day(30),
  });
  await prisma.makeupLesson.update({
    where: { id: cancelledMakeup.id },
    data: { status: 'cancelled' },
  });
  const makeupB = await addMakeupLesson(prisma, {
    memberId: memberB.id,
    date: day(4),
    startMinute: 1080,
    expiresOn: day(30),
  });
  const agent = (loginId: string) =>
    signedInAgent(testApp.app, { loginId, password: FEED_PASSWORD });
  return {
    teacher,
    memberA,
    memberB,
    slotA,
    slotB,
    series,
    booking,
    makeup,
    cancelledMakeup,
    makeupB,
    teacherAgent: await agent(teacher.loginId),
    agentA: await agent(withOwnLogin(memberA).loginId),
    agentB: await agent(withOwnLogin(memberB).loginId),
  };
}

type Academy = Awaited<ReturnType<typeof arrangeAcademy>>;
type Agent = Academy['agentA'];

async function enable(agent: Agent): Promise<string> {
  const res = await callOperation(agent, calendarFeedOperations.enableCalendarFeed);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  expect(res.body.message).toBe(CALENDAR_FEED_MESSAGES.feedEnabled.ko);
  return ZCalendarFeedCreated.parse(res.body.data).url;
}

describe('personal calendar feeds', () => {
  const app = useTestApp({ seed: true });
  let academy: Academy;
  const prisma = () => app.testApp.database.prisma;
  const guest = () => request(app.testApp.app);
  const fetchFeed = (url: string) => guest().get(feedPath(url));

  beforeAll(async () => {
    academy = await arrangeAcademy(app.testApp);
  });

  describe('turning a feed on, regenerating it and turning it off', () => {
    it('when a member turns it on, regenerates and turns it off, then only the current URL works', async () => {
      const state = await callOperation(academy.agentA, calendarFeedOperations.getCalendarFeed);
      expect(ZCalendarFeedState.parse(state.body.data)).toEqual({
        enabled: false,
        createdAt: null,
      });

      const first = await enable(academy.agentA);
      expect(feedPath(first)).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{22}\.ics$/);
      const on = ZCalendarFeedState.parse(
        (await callOperation(academy.agentA, calendarFeedOperations.getCalendarFeed)).body.data,
      );
      expect(on.enabled).toBe(true);
      expect(on.createdAt).not.toBeNull();

      const file = await fetchFeed(first);
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect(file.headers['x-robots-tag']).toBe('noindex');

      const second = await enable(academy.agentA);
      expect(second).not.toBe(first);
      const unknownRoute = await guest().get('/api/no-such-route');
      const old = await fetchFeed(first);
      expect([old.status, old.body]).toEqual([404, unknownRoute.body]);
      expect((await fetchFeed(second)).status).toBe(200);

      const off = await callOperation(academy.agentA, calendarFeedOperations.disableCalendarFeed);
      expect([off.status, off.body.message]).toEqual([200, CALENDAR_FEED_MESSAGES.feedDisabled.ko]);
      expect(off.body.data).toEqual({ enabled: false, createdAt: null });
      expect((await fetchFeed(second)).status).toBe(404);
      expect(
        (await callOperation(academy.agentA, calendarFeedOperations.disableCalendarFeed)).status,
      ).toBe(200);

      const feedRows = await prisma().calendarFeed.count({
        where: { memberId: academy.memberA.id },
      });
      expect(feedRows).toBe(0);
      const actions = await prisma().auditLog.findMany({
        where: { entityType: 'calendar_feed' },
        orderBy: { id: 'asc' },
        select: { action: true, details: true },
      });
      expect(actions).toEqual([
        { action: 'calendar_feed.enable', details: { memberId: academy.memberA.id } },
        { action: 'calendar_feed.regenerate', details: { memberId: academy.memberA.id } },
        { action: 'calendar_feed.disable', details: { memberId: academy.memberA.id } },
      ]);
    });

    it('when the token is garbage, too long, not base64url or unknown, then the same 404 as an unknown route', async () => {
      const unknownRoute = await guest().get('/api/no-such-route');
      for (const token of [
        'abc',
        'A'.repeat(2000),
        '!!!!!!!!!!!!!!!!!!!!!!',
        'AAAAAAAAAAAAAAAAAAAAA=',
        'AAAAAAAAAAAAAAAAAAAAAA',
        'a.b',
      ]) {
        const res = await callOperation(guest(), calendarFeedOperations.getCalendarFeedFile, {
          params: { token: encodeURIComponent(token) },
        });
        expect([token.slice(0, 30), res.status, res.body]).toEqual([
          token.slice(0, 30),
          404,
          unknownRoute.body,
        ]);
      }
    });

    it('when a row names both owners or none, then the database refuses it', async () => {
      const tokenHash = 'a'.repeat(64);
      await expect(
        prisma().calendarFeed.create({
          data: { memberId: academy.memberA.id, staffId: academy.teacher.id, tokenHash },
        }),
      ).rejects.toThrow();
      await expect(prisma().calendarFeed.create({ data: { tokenHash } })).rejects.toThrow();
      expect(await prisma().calendarFeed.count({ where: { tokenHash } })).toBe(0);
    });

    it('when a guest asks for the state or turns a feed on, then 401', async () => {
      expect((await callOperation(guest(), calendarFeedOperations.getCalendarFeed)).status).toBe(
        401,
      );
      expect((await callOperation(guest(), calendarFeedOperations.enableCalendarFeed)).status).toBe(
        401,
      );
      expect(
        (await callOperation(guest(), calendarFeedOperations.disableCalendarFeed)).status,
      ).toBe(401);
    });
  });

  describe("a member's feed", () => {
    it('when member A subscribes, then their lessons (moved, cancelled) and booking are there, and nothing of member B', async () => {
      const url = await enable(academy.agentA);
      await enable(academy.agentB);
      const text = (await fetchFeed(url)).text;
      const feed = parseFeed(text);
      expect(feed.name).toBe(CALENDAR_FEED_NAMES.member.ko);
      expect(feed.timezones).toEqual(['Asia/Seoul']);
      expect(text).not.toContain('Other Student');
      expect(text).not.toContain(`lesson-${academy.slotB.id}-`);
      expect(text).not.toContain('01055550001');

      const byUid = new Map(feed.events.map((event) => [event.uid.split('@')[0], event]));
      const lesson = byUid.get(`lesson-${academy.slotA.id}-${day(3)}`);
      expect(lesson).toMatchObject({
        start: `${day(3)}T10:00:00`,
        startZone: 'Asia/Seoul',
        status: null,
        summary: '드럼 레슨 (Kim 선생님)',
      });
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(10)}`)).toMatchObject({
        start: `${day(10)}T10:00:00`,
        status: 'CANCELLED',
      });
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(17)}`)).toMatchObject({
        start: `${day(18)}T15:00:00`,
        status: null,
      });
      // A lesson the member gave notice for is not held: struck through, not gone.
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(24)}`)?.status).toBe('CANCELLED');
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(31)}`)?.status).toBeNull();
      expect(byUid.get(`practice-${academy.booking.id}`)).toMatchObject({
        start: `${day(2)}T14:00:00`,
        startZone: 'Asia/Seoul',
      });
      expect(byUid.get(`makeup-${academy.makeup.id}`)).toMatchObject({
        start: `${day(4)}T16:00:00`,
        startZone: 'Asia/Seoul',
        status: null,
        summary: '보강 레슨 (Kim 선생님)',
      });
      expect(byUid.get(`makeup-${academy.cancelledMakeup.id}`)?.status).toBe('CANCELLED');
      expect(byUid.has(`makeup-${academy.makeupB.id}`)).toBe(false);
      expect(feed.events.some((event) => event.uid.startsWith('closure-'))).toBe(false);
    });

    it('when the member is suspended, then their feed answers 404 until they are active again', async () => {
      const url = await enable(academy.agentB);
      const unknownRoute = await guest().get('/api/no-such-route');
      await prisma().member.update({
        where: { id: academy.memberB.id },
        data: { status: 'suspended' },
      });
      try {
        const refused = await fetchFeed(url);
        expect([refused.status, refused.body]).toEqual([404, unknownRoute.body]);
      } finally {
        await prisma().member.update({
          where: { id: academy.memberB.id },
          data: { status: 'active' },
        });
      }
      expect((await fetchFeed(url)).status).toBe(200);
    });

    it('when the feed is read, then its lessons lie within 8 weeks back and 26 weeks ahead', async () => {
      const url = await enable(academy.agentA);
      const lessons = parseFeed((await fetchFeed(url)).text)
        .events.filter((event) => event.uid.startsWith('lesson-'))
        .map((event) => event.start.slice(0, 10))
        .sort();
      // The first lesson in the week after the window's first day, the last in its last week.
      const [first = '', last = ''] = [lessons[0], lessons.at(-1)];
      expect([first >= day(-56), first < day(-49)]).toEqual([true, true]);
      expect([last <= day(182), last > day(175)]).toEqual([true, true]);
    });

    it('when a foreign member subscribes, then the calendar is named in English', async () => {
      const url = await enable(academy.agentB);
      const feed = parseFeed((await fetchFeed(url)).text);
      expect(feed.name).toBe(CALENDAR_FEED_NAMES.member.en);
      expect(feed.events.find((event) => event.uid.startsWith('lesson-'))?.summary).toBe(
        'Drum lesson (Kim)',
      );
    });
  });

  describe("a teacher's feed", () => {
    it('when the teacher subscribes, then students by name, the series with its removed day and the closure are there', async () => {
      const url = await enable(academy.teacherAgent);
      const text = (await fetchFeed(url)).text;
      const feed = parseFeed(text);
      expect(feed.name).toBe(CALENDAR_FEED_NAMES.staff.ko);
      expect(text).not.toContain('01055550001');
      expect(text).not.toContain('@example.com');
      const byUid = new Map(feed.events.map((event) => [event.uid.split('@')[0], event]));

      expect(byUid.get(`lesson-${academy.slotA.id}-${day(3)}`)?.summary).toBe('가나다 레슨');
      expect(byUid.get(`lesson-${academy.slotB.id}-${day(3)}`)?.summary).toBe('Other Student 레슨');
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(10)}`)?.status).toBe('CANCELLED');
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(17)}`)?.start).toBe(`${day(18)}T15:00:00`);
      expect(byUid.get(`lesson-${academy.slotA.id}-${day(24)}`)?.status).toBe('CANCELLED');
      expect(byUid.get(`lesson-${academy.slotB.id}-${day(24)}`)?.status).toBeNull();

      expect(byUid.get(`makeup-${academy.makeup.id}`)).toMatchObject({
        summary: '가나다 보강',
        start: `${day(4)}T16:00:00`,
      });
      expect(byUid.get(`makeup-${academy.makeupB.id}`)?.summary).toBe('Other Student 보강');

      const series = byUid.get(`personal-${academy.series.id}`);
      expect(series).toMatchObject({ summary: '합주 연습', start: `${day(1)}T08:00:00` });
      expect(series?.rrule).toMatch(/^FREQ=WEEKLY;UNTIL=\d{8}T\d{6}Z$/);
      expect(series?.exdates).toEqual([`${day(8)}T08:00:00`]);

      expect(byUid.get(`closure-${day(10)}`)).toMatchObject({
        allDay: true,
        start: day(10),
        summary: '휴원 · 정기 휴무',
      });
    });

    it('when the teacher turns the feed on, then it is audited under their staff id', async () => {
      const rows = await prisma().auditLog.findMany({
        where: { entityType: 'calendar_feed', staffId: academy.teacher.id },
      });
      expect(rows.map((row) => row.action)).toEqual(['calendar_feed.enable']);
    });
  });
});

describe('fetching feeds from one address', () => {
  const app = useTestApp();

  it('when one address fetches more than 60 feeds in 10 minutes, then it is refused with 429', async () => {
    const fetchOne = () =>
      callOperation(request(app.testApp.app), calendarFeedOperations.getCalendarFeedFile, {
        params: { token: 'AAAAAAAAAAAAAAAAAAAAAA' },
      });
    const statuses = [];
    for (let i = 0; i < 61; i += 1) statuses.push((await fetchOne()).status);
    expect(statuses.slice(0, 60)).toEqual(Array(60).fill(404));
    const refused = await fetchOne();
    expect([statuses[60], refused.status, refused.body.code]).toEqual([
      429,
      429,
      'TOO_MANY_REQUESTS',
    ]);
  });
});
