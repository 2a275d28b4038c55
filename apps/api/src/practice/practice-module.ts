import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import { createBookPracticeRoom } from './book-practice-room.js';
import { createCancelPracticeBooking } from './cancel-practice-booking.js';
import { createListPracticeSessions } from './list-practice-sessions.js';
import { createPracticeRepository } from './practice-repository.js';
import { practiceRoutes } from './practice-routes.js';

/** Wires practice-room booking, cancelling and the calendar. */
export function createPracticeModule(deps: { database: Database; guards: AuthGuards }): {
  router: Router;
} {
  const { prisma } = deps.database;
  const practice = createPracticeRepository(prisma);
  return {
    router: practiceRoutes({
      guards: deps.guards,
      bookPracticeRoom: createBookPracticeRoom({ prisma, practice }),
      cancelPracticeBooking: createCancelPracticeBooking({ practice }),
      listPracticeSessions: createListPracticeSessions({ practice }),
    }),
  };
}
