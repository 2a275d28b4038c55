import { CHECKIN_LIMITS, CHECKIN_MESSAGES } from '@academy/contracts';
import { createAttendanceRepository } from '../attendance/attendance-repository.js';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createCheckIn } from './check-in.js';
import { createCheckinRepository } from './checkin-repository.js';
import { checkinRoutes } from './checkin-routes.js';
import { createGetCheckinCode } from './get-checkin-code.js';
import { createResetCheckinCode } from './reset-checkin-code.js';
import type { Clock } from '../lib/clock.js';

/**
 * Wires the front-desk check-in and staff's codes. Refused check-ins (a wrong code above all)
 * count against two limits (decision 0027): per kiosk, the staff session it runs in, and per
 * address, so that the 10,000 codes cannot be tried in any useful time.
 */
export function createCheckinModule(deps: ModuleDeps & { now?: Clock }) {
  const { prisma } = deps.database;
  const checkin = createCheckinRepository(prisma);
  const attendance = createAttendanceRepository(prisma);
  const counters = createRateLimitCounters(prisma);
  const message = CHECKIN_MESSAGES.tooManyWrongCodes;
  return {
    router: checkinRoutes({
      guards: deps.guards,
      checkIn: createCheckIn({ units: deps.units, checkin, attendance, now: deps.now }),
      getCheckinCode: createGetCheckinCode({ checkin }),
      resetCheckinCode: createResetCheckinCode({ units: deps.units, checkin }),
      wrongCodeLimits: [
        createRateLimiter(counters, {
          name: 'checkin-wrong-codes-per-kiosk',
          windowMs: CHECKIN_LIMITS.KIOSK_WINDOW_MINUTES * MINUTE_MS,
          limit: CHECKIN_LIMITS.WRONG_CODES_PER_KIOSK,
          message,
          key: 'account',
          countOnlyFailures: true,
        }),
        createRateLimiter(counters, {
          name: 'checkin-wrong-codes-per-address',
          windowMs: CHECKIN_LIMITS.ADDRESS_WINDOW_MINUTES * MINUTE_MS,
          limit: CHECKIN_LIMITS.WRONG_CODES_PER_ADDRESS,
          message,
          key: 'ip',
          countOnlyFailures: true,
        }),
      ],
    }),
  };
}
