import { CHECKIN_MESSAGES, checkinOperations } from '@academy/contracts';
import type { RequestHandler } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { CheckIn } from './check-in.js';
import type { GetCheckinCode } from './get-checkin-code.js';
import type { ResetCheckinCode } from './reset-checkin-code.js';

/** The front-desk kiosk and staff's view of members' codes (docs/product/checkin.md). */
export function checkinRoutes(deps: {
  guards: AuthGuards;
  checkIn: CheckIn;
  getCheckinCode: GetCheckinCode;
  resetCheckinCode: ResetCheckinCode;
  wrongCodeLimits: RequestHandler[];
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(
    checkinOperations.checkIn,
    async ({ caller, body }) => {
      const data = await deps.checkIn(caller.id, body);
      return {
        data,
        message:
          data.outcome === 'checked_in'
            ? CHECKIN_MESSAGES.checkedIn
            : CHECKIN_MESSAGES.alreadyCheckedIn,
      };
    },
    { before: deps.wrongCodeLimits },
  );

  handle(checkinOperations.getCheckinCode, async ({ params }) => ({
    data: await deps.getCheckinCode(params.id),
  }));

  handle(checkinOperations.resetCheckinCode, async ({ caller, params }) => ({
    data: await deps.resetCheckinCode(caller.id, params.id),
    message: CHECKIN_MESSAGES.codeReset,
  }));

  return router;
}
