import { seoulInstant } from '@academy/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { createLogger } from '../logger/logger.js';
import { DEMO } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { practiceCompletionJob } from './practice-completion-job.js';

const NOW = seoulInstant('2031-03-10', 12);
const MINUTE = 60_000;

describe('the practice-completion job', () => {
  let testApp: TestApp;
  let database: Database;
  let memberId: number;
  let roomIds: number[];
  const context = () => ({
    prisma: database.prisma,
    now: () => NOW,
    logger: createLogger({ logLevel: 'silent', env: 'test' }),
    outbox: testApp.outbox,
  });

  beforeAll(async () => {
    testApp = await createTestApp({ seed: true });
    database = testApp.database;
    const member = await database.prisma.member.findUniqueOrThrow({
      where: { loginId: DEMO.student.loginId },
    });
    memberId = member.id;
    roomIds = (await database.prisma.practiceRoom.findMany({ orderBy: { id: 'asc' } })).map(
      (room) => room.id,
    );
  });
  afterAll(() => testApp.close());

  /** A booking of the demo student; `room` picks one of the rooms, for bookings that overlap. */
  async function book(startTime: Date, endTime: Date, status: 'scheduled' | 'cancelled', room = 0) {
    const roomId = roomIds[room];
    if (roomId === undefined) throw new Error(`The academy has no room number ${room}.`);
    return database.prisma.practiceBooking.create({
      data: { roomId, memberId, startTime, endTime, status },
    });
  }
  const statusOf = async (id: number) =>
    (await database.prisma.practiceBooking.findUniqueOrThrow({ where: { id } })).status;

  it('when a booked session has ended, then it is completed; a future, an ending-now and a cancelled one are left as they should be', async () => {
    const ended = await book(
      seoulInstant('2031-03-10', 9),
      seoulInstant('2031-03-10', 10),
      'scheduled',
    );
    const endingNow = await book(new Date(NOW.getTime() - 30 * MINUTE), NOW, 'scheduled');
    const future = await book(
      seoulInstant('2031-03-10', 13),
      seoulInstant('2031-03-10', 14),
      'scheduled',
    );
    const going = await book(
      new Date(NOW.getTime() - 10 * MINUTE),
      new Date(NOW.getTime() + MINUTE),
      'scheduled',
      1,
    );
    const cancelled = await book(
      seoulInstant('2031-03-10', 7),
      seoulInstant('2031-03-10', 8),
      'cancelled',
    );

    await practiceCompletionJob.run(context());

    expect(await statusOf(ended.id)).toBe('completed');
    // Ended at this very instant: readers already call it completed (practiceStatusAt).
    expect(await statusOf(endingNow.id)).toBe('completed');
    expect(await statusOf(future.id)).toBe('scheduled');
    expect(await statusOf(going.id)).toBe('scheduled');
    expect(await statusOf(cancelled.id)).toBe('cancelled');
  });

  it('when it runs twice, then the second run changes nothing', async () => {
    const ended = await book(
      seoulInstant('2031-03-09', 9),
      seoulInstant('2031-03-09', 10),
      'scheduled',
    );
    await practiceCompletionJob.run(context());
    const after = await database.prisma.practiceBooking.findMany({ orderBy: { id: 'asc' } });
    await practiceCompletionJob.run(context());
    expect(await database.prisma.practiceBooking.findMany({ orderBy: { id: 'asc' } })).toEqual(
      after,
    );
    expect(await statusOf(ended.id)).toBe('completed');
  });
});
