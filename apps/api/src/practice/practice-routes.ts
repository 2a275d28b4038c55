import { FEEDBACK_MESSAGES, practiceOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { BookPracticeRoom } from './book-practice-room.js';
import type { BookPracticeRoomForMember } from './book-practice-room-for-member.js';
import type { CancelPracticeBooking } from './cancel-practice-booking.js';
import type { ListPracticeSessions } from './list-practice-sessions.js';

/** Practice-room bookings (docs/product/api.md). */
export function practiceRoutes(deps: {
  guards: AuthGuards;
  bookPracticeRoom: BookPracticeRoom;
  bookPracticeRoomForMember: BookPracticeRoomForMember;
  cancelPracticeBooking: CancelPracticeBooking;
  listPracticeSessions: ListPracticeSessions;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(practiceOperations.bookPracticeRoom, async ({ caller, body }) => ({
    data: await deps.bookPracticeRoom(caller.id, body),
    message: FEEDBACK_MESSAGES.bookingCompleted,
  }));

  handle(practiceOperations.bookPracticeRoomForMember, async ({ caller, params, body }) => ({
    data: await deps.bookPracticeRoomForMember(caller.id, params.id, body),
    message: FEEDBACK_MESSAGES.bookingCompleted,
  }));

  handle(practiceOperations.listOwnPracticeBookings, async ({ caller }) => ({
    data: await deps.listPracticeSessions.listOwnBookings(caller.id),
  }));

  handle(practiceOperations.cancelPracticeBooking, async ({ caller, params }) => ({
    data: await deps.cancelPracticeBooking(caller.id, params.id),
    message: FEEDBACK_MESSAGES.bookingCancelled,
  }));

  handle(practiceOperations.listPracticeSessions, async ({ caller, query }) => ({
    data: await deps.listPracticeSessions.listCalendar(query, {
      memberId: caller.kind === 'member' ? caller.id : null,
    }),
  }));

  return router;
}
