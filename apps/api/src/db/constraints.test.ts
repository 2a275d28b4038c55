import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from './database.js';
import { violatedExclusionConstraint } from './exclusion-violation.js';

const at = (iso: string) => new Date(iso);

describe('database constraints', () => {
  let database: Database;
  let memberId: number;
  let otherMemberId: number;
  let teacherId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    const { prisma } = database;
    teacherId = (
      await prisma.staff.create({
        data: { loginId: 't', passwordHash: 'x', name: 'T', email: 't@example.com', role: 'admin' },
      })
    ).id;
    const member = (loginId: string, phoneNumber: string) =>
      prisma.member.create({
        data: {
          loginId,
          passwordHash: 'x',
          name: loginId,
          email: `${loginId}@example.com`,
          phoneNumber,
        },
      });
    memberId = (await member('m1', '01000000001')).id;
    otherMemberId = (await member('m2', '01000000002')).id;
  });
  afterAll(() => database.close());

  it('when the database is new, then it has the three practice rooms', async () => {
    const rooms = await database.prisma.practiceRoom.findMany({ orderBy: { id: 'asc' } });
    expect(rooms.map((room) => room.code)).toEqual(['room1', 'room2', 'room3']);
  });

  describe('practice sessions', () => {
    const book = (roomId: number, start: string, end: string, owner = memberId) =>
      database.prisma.practiceBooking.create({
        data: { roomId, memberId: owner, startTime: at(start), endTime: at(end) },
      });

    it('when a booking overlaps a booked slot of the same room, then the database refuses it', async () => {
      await book(1, '2030-01-07T01:00:00Z', '2030-01-07T03:00:00Z');
      await expect(
        book(1, '2030-01-07T02:00:00Z', '2030-01-07T04:00:00Z', otherMemberId),
      ).rejects.toThrow();
    });

    it('when bookings only touch, or use another room, then both are kept', async () => {
      await book(2, '2030-01-08T01:00:00Z', '2030-01-08T02:00:00Z');
      await book(2, '2030-01-08T02:00:00Z', '2030-01-08T03:00:00Z');
      await book(3, '2030-01-08T01:00:00Z', '2030-01-08T02:00:00Z');
      expect(
        await database.prisma.practiceBooking.count({
          where: { startTime: { gte: at('2030-01-08T00:00:00Z') } },
        }),
      ).toBe(3);
    });

    it('when the overlapping booking was cancelled, then the slot can be booked again', async () => {
      const first = await book(1, '2030-01-09T01:00:00Z', '2030-01-09T02:00:00Z');
      await database.prisma.practiceBooking.update({
        where: { id: first.id },
        data: { status: 'cancelled' },
      });
      await expect(
        book(1, '2030-01-09T01:00:00Z', '2030-01-09T02:00:00Z', otherMemberId),
      ).resolves.toBeTruthy();
    });

    it('when the end is not after the start, then the database refuses it', async () => {
      await expect(book(1, '2030-01-10T02:00:00Z', '2030-01-10T02:00:00Z')).rejects.toThrow();
    });

    it('when 20 identical bookings race, then exactly one is stored', async () => {
      const attempts = Array.from({ length: 20 }, () =>
        book(3, '2030-02-01T01:00:00Z', '2030-02-01T02:00:00Z'),
      );
      const results = await Promise.allSettled(attempts);
      expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
      expect(
        await database.prisma.practiceBooking.count({
          where: { roomId: 3, startTime: at('2030-02-01T01:00:00Z') },
        }),
      ).toBe(1);
    });
  });

  describe('weekly lesson slots', () => {
    const slot = (
      owner: number,
      startMinute: number,
      effectiveFrom: string,
      effectiveUntil?: string,
    ) =>
      database.prisma.weeklySlot.create({
        data: {
          memberId: owner,
          teacherId,
          dayOfWeek: 2,
          startMinute,
          endMinute: startMinute + 60,
          effectiveFrom: at(effectiveFrom),
          effectiveUntil: effectiveUntil ? at(effectiveUntil) : null,
        },
      });

    it('when two members would share a teacher at overlapping times, then the database refuses it', async () => {
      await slot(memberId, 19 * 60, '2030-01-01');
      await expect(slot(otherMemberId, 19 * 60 + 30, '2030-03-01')).rejects.toThrow();
    });

    it('when the earlier slot ended before the new one starts, then both are kept', async () => {
      await slot(memberId, 10 * 60, '2030-01-01', '2030-02-01');
      await expect(slot(otherMemberId, 10 * 60, '2030-02-01')).resolves.toBeTruthy();
    });

    it('when a slot ends before it starts, then the database refuses it', async () => {
      await expect(
        database.prisma.weeklySlot.create({
          data: {
            memberId,
            teacherId,
            dayOfWeek: 3,
            startMinute: 600,
            endMinute: 540,
            effectiveFrom: at('2030-01-01'),
          },
        }),
      ).rejects.toThrow();
    });
  });

  it('when an auth session names no account, then the database refuses it', async () => {
    await expect(
      database.prisma.authSession.create({
        data: { accountType: 'member', expiresAt: at('2030-01-01T00:00:00Z') },
      }),
    ).rejects.toThrow();
  });

  it('when two members use one phone number, then the database refuses the second', async () => {
    await expect(
      database.prisma.member.create({
        data: {
          loginId: 'm3',
          passwordHash: 'x',
          name: 'm3',
          email: 'm3@example.com',
          phoneNumber: '01000000001',
        },
      }),
    ).rejects.toThrow();
  });

  describe('schedule change requests', () => {
    const request = (originalDate: string, requestedDate: string, hour: number) =>
      database.prisma.scheduleChange.create({
        data: {
          memberId,
          changeStartDate: at(originalDate),
          changeEndDate: at(originalDate),
          originalDate: at(originalDate),
          requestedDate: at(requestedDate),
          requestedStartMinute: hour * 60,
          requestedEndMinute: (hour + 1) * 60,
          reason: 'x',
        },
      });

    it('when a second pending request moves the same lesson date elsewhere, then the database refuses it by name', async () => {
      await request('2030-01-08', '2030-01-09', 11);
      const error: unknown = await request('2030-01-08', '2030-01-10', 12).catch((e: unknown) => e);
      expect(violatedExclusionConstraint(error)).toBe(
        'schedule_change_requests_pending_lesson_date_unique',
      );
    });

    it('when the earlier request for that date is no longer pending, then a new one is kept', async () => {
      await database.prisma.scheduleChange.updateMany({
        where: { memberId, originalDate: at('2030-01-08') },
        data: { status: 'rejected' },
      });
      await expect(request('2030-01-08', '2030-01-11', 13)).resolves.toMatchObject({
        status: 'pending',
      });
    });
  });
});
