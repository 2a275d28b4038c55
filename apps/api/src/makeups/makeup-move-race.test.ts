import { describe, expect, it } from 'vitest';
import { MEMBERS_AND_STAFF, useDemoAcademy } from '../../test/demo-academy.js';
import { lastDemoStudentLessonDate } from '../../test/factories/schedule-changes.js';
import { fromIsoDate } from '../lib/iso-date.js';
import { testDatabaseServerUrl } from '../../test/test-database.js';
import { addMemberWithCredit } from '../../test/factories/makeups.js';
import { callOperation } from '../../test/call-operation.js';
import { makeupsOperations } from '@academy/contracts';
import { askedToMoveToNextDay, decideChange } from '../../test/change-requests.js';

// Simultaneous requests only race on a server with many connections; the embedded database has one.
describe.skipIf(!testDatabaseServerUrl)(
  'a make-up and an approved move racing for one hour',
  () => {
    const academy = useDemoAcademy(MEMBERS_AND_STAFF);
    const prisma = () => academy.testApp.database.prisma;

    async function memberWithCredit(phone: string) {
      const { agent } = await addMemberWithCredit(
        academy,
        { name: `시간경쟁${phone}`, phone },
        '경쟁 시험',
      );
      return agent;
    }

    it.each([1, 2, 3])(
      'when staff approve a move onto an hour while a make-up books it (lesson %i from the end), then only one of them holds the hour',
      async (skip) => {
        const { move, id: askedId } = await askedToMoveToNextDay(
          academy.student,
          lastDemoStudentLessonDate(skip),
          '17:00',
        );
        const booker = await memberWithCredit(`0106666000${skip}`);

        const [approval, booking] = await Promise.all([
          decideChange(academy.staff, askedId, 'approve', '승인합니다'),
          callOperation(booker, makeupsOperations.bookMakeup).send({
            date: move.requestedDate,
            startTime: '17:00',
          }),
        ]);

        // Either may win: the approval answers 200, the booking 201, the loser 409 SLOT_TAKEN.
        const outcomes = JSON.stringify([approval.body, booking.body]);
        const approvalWon = approval.status === 200;
        const [winner, loser] = approvalWon ? [approval, booking] : [booking, approval];
        expect(winner.status, outcomes).toBe(approvalWon ? 200 : 201);
        expect(loser.status, outcomes).toBe(409);
        expect(loser.body.code, outcomes).toBe('SLOT_TAKEN');
        const day = fromIsoDate(move.requestedDate);
        const moved = await prisma().lessonMove.count({
          where: { newDate: day, newStartMinute: 17 * 60 },
        });
        const madeUp = await prisma().makeupLesson.count({
          where: { lessonDate: day, startMinute: 17 * 60, status: 'booked' },
        });
        expect(moved + madeUp).toBe(1);

        // A move that lost stays pending; staff turn it down, as they would, so the next case
        // can ask for the same hour.
        if (approval.status !== 200) {
          const rejected = await decideChange(
            academy.staff,
            askedId,
            'reject',
            '그 시간은 보강이 예약되었습니다.',
          );
          expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
        }
      },
    );
  },
);
