import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from './database.js';
import { isExclusionViolation } from './exclusion-violation.js';

describe('isExclusionViolation', () => {
  let database: Database;
  let memberId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    memberId = (
      await database.prisma.member.create({
        data: {
          loginId: 'm',
          passwordHash: 'x',
          name: 'm',
          email: 'm@example.com',
          phoneNumber: '01000000009',
        },
      })
    ).id;
  });
  afterAll(() => database.close());

  const book = () =>
    database.prisma.practiceBooking.create({
      data: {
        roomId: 1,
        memberId,
        startTime: new Date('2030-01-07T01:00:00Z'),
        endTime: new Date('2030-01-07T02:00:00Z'),
      },
    });

  it('when an overlapping booking is refused by the database, then it is recognised', async () => {
    await book();
    const error: unknown = await book().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isExclusionViolation(error)).toBe(true);
  });

  it('when a unique constraint or another error fails, then it is not recognised', async () => {
    const error: unknown = await database.prisma.member
      .create({
        data: {
          loginId: 'm',
          passwordHash: 'x',
          name: 'm',
          email: 'other@example.com',
          phoneNumber: '01000000008',
        },
      })
      .then(
        () => null,
        (caught: unknown) => caught,
      );
    expect(error).not.toBeNull();
    expect(isExclusionViolation(error)).toBe(false);
    expect(isExclusionViolation(new Error('boom'))).toBe(false);
    expect(isExclusionViolation(null)).toBe(false);
    expect(isExclusionViolation({ cause: { code: '23P01' } })).toBe(true);
  });
});
