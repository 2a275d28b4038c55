import { Router } from 'express';
import {
  FEEDBACK_MESSAGES,
  pickText,
  ZIdParams,
  ZPracticeBookingRequest,
  ZPracticeSessionsQuery,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { requestLanguage } from '../http/request-language.js';
import { sendOk } from '../http/respond.js';
import type { BookPracticeRoom } from './book-practice-room.js';
import type { CancelPracticeBooking } from './cancel-practice-booking.js';
import type { ListPracticeSessions } from './list-practice-sessions.js';

/** /api/practice/*: practice-room bookings (SPEC §4, §5, §7). */
export function practiceRoutes(deps: {
  guards: AuthGuards;
  bookPracticeRoom: BookPracticeRoom;
  cancelPracticeBooking: CancelPracticeBooking;
  listPracticeSessions: ListPracticeSessions;
}): Router {
  const router = Router();
  const { requireMember, requireAuthenticated } = deps.guards;

  router.post('/bookings', requireMember, async (req, res) => {
    const input = ZPracticeBookingRequest.parse(req.body);
    const session = await deps.bookPracticeRoom(memberIdOf(req), input);
    sendOk(res, session, pickText(FEEDBACK_MESSAGES.bookingCompleted, requestLanguage(req)), 201);
  });

  router.get('/bookings', requireMember, async (req, res) => {
    sendOk(res, await deps.listPracticeSessions.listOwnBookings(memberIdOf(req)));
  });

  router.patch('/bookings/:id/cancel', requireMember, async (req, res) => {
    const { id } = ZIdParams.parse(req.params);
    const result = await deps.cancelPracticeBooking(memberIdOf(req), id);
    sendOk(res, result, pickText(FEEDBACK_MESSAGES.bookingCancelled, requestLanguage(req)));
  });

  router.get('/', requireAuthenticated, async (req, res) => {
    const query = ZPracticeSessionsQuery.parse(req.query);
    const account = req.auth?.account;
    const viewer = { memberId: account?.type === 'member' ? account.id : null };
    sendOk(res, await deps.listPracticeSessions.listCalendar(query, viewer));
  });

  return router;
}

/** Only called behind requireMember, which guarantees a member account. */
function memberIdOf(req: Express.Request): number {
  return req.auth?.account.id ?? 0;
}
