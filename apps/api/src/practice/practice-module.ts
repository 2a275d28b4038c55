import { createClosuresRepository } from '../schedule/closures-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { findOwnHours } from '../schedule/own-hours.js';
import { createBookPracticeRoom } from './book-practice-room.js';
import { createBookPracticeRoomForMember } from './book-practice-room-for-member.js';
import { createCancelPracticeBooking } from './cancel-practice-booking.js';
import { createListPracticeSessions } from './list-practice-sessions.js';
import { createPracticeRepository } from './practice-repository.js';
import { practiceRoutes } from './practice-routes.js';

/** Wires practice-room booking, cancelling and the calendar. */
export const createPracticeModule = routesModule(practiceRoutes, (prisma, units) => {
  const practice = createPracticeRepository(prisma);
  const closures = createClosuresRepository(prisma);
  const bookPracticeRoom = createBookPracticeRoom({ units, practice, closures });
  return {
    bookPracticeRoom,
    bookPracticeRoomForMember: createBookPracticeRoomForMember({ practice, bookPracticeRoom }),
    cancelPracticeBooking: createCancelPracticeBooking({ practice }),
    listPracticeSessions: createListPracticeSessions({
      practice,
      closures,
      findOwnHours: (memberId, range) => findOwnHours(prisma, memberId, range),
    }),
  };
});
