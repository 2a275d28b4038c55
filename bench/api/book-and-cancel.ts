// The write benchmark: every connection books a free practice slot and cancels it again, so the
// member caps (bookings that have not ended, hours per week) never fill up and the slots can be
// booked again for as long as the run lasts.
import type autocannon from 'autocannon';
import type { SequenceScenario } from './load.js';
import type { PracticeBookingBody } from './practice-slots.js';

/** A slot and the Cookie header of the member who books it. */
export interface BookingSlot {
  body: PracticeBookingBody;
  cookie: string;
}

/** What one connection carries from its booking to the cancel, for one round. */
interface RoundContext {
  slot?: BookingSlot;
  sessionId?: number;
}

const roundOf = (context: object) => context as RoundContext;

/**
 * Book, then cancel, on every connection. A slot is taken from the pool for the booking and
 * returned once it is free again, so no two connections ever book the same slot; each member
 * owns a few slots of the pool, so no member holds more bookings at once than those.
 */
export function bookAndCancelScenario(name: string, pool: BookingSlot[]): SequenceScenario {
  const free = [...pool];
  const book: autocannon.Request = {
    method: 'POST',
    path: '/api/practice/bookings',
    setupRequest: (request, context) => {
      const slot = free.shift();
      if (slot === undefined) throw new Error('every practice slot of the pool is held');
      roundOf(context).slot = slot;
      return {
        ...request,
        headers: { ...request.headers, cookie: slot.cookie, 'content-type': 'application/json' },
        body: JSON.stringify(slot.body),
      };
    },
    onResponse: (status, body, context) => {
      const round = roundOf(context);
      if (status === 201) {
        round.sessionId = (JSON.parse(body) as { data: { sessionId: number } }).data.sessionId;
      } else if (round.slot) {
        free.push(round.slot);
      }
    },
  };
  const cancel: autocannon.Request = {
    method: 'PATCH',
    path: '/api/practice/bookings',
    // When the booking was refused (the report counts it), this cancel of nothing is refused too.
    setupRequest: (request, context) => {
      const { slot, sessionId } = roundOf(context);
      return {
        ...request,
        path: `/api/practice/bookings/${sessionId ?? 0}/cancel`,
        headers: { ...request.headers, cookie: slot?.cookie ?? '' },
      };
    },
    onResponse: (status, _body, context) => {
      const { slot } = roundOf(context);
      if (status === 200 && slot) free.push(slot);
    },
  };
  return { name, sequence: [book, cancel] };
}
