import { MAKEUP_MESSAGES, makeupCancelledTexts, makeupsOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { AdjustMakeupCredits } from './adjust-makeup-credits.js';
import type { BookMakeup } from './book-makeup.js';
import type { CancelMakeup } from './cancel-makeup.js';
import type { DecideMakeup } from './decide-makeup.js';
import type { GetMemberMakeups } from './get-member-makeups.js';
import type { GetOwnMakeupOverview } from './get-own-makeup-overview.js';

/** Make-up credits and lessons: members spend credits, staff adjust and decide (docs/product/makeups.md). */
export function makeupsRoutes(deps: {
  guards: AuthGuards;
  getMakeupOverview: GetOwnMakeupOverview;
  getMemberMakeups: GetMemberMakeups;
  bookMakeup: BookMakeup;
  cancelMakeup: CancelMakeup;
  adjustMakeupCredits: AdjustMakeupCredits;
  decideMakeup: DecideMakeup;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(makeupsOperations.getOwnMakeups, async ({ caller }) => ({
    data: await deps.getMakeupOverview(caller.id),
  }));

  handle(makeupsOperations.bookMakeup, async ({ caller, body }) => {
    const makeup = await deps.bookMakeup(caller.id, body);
    return {
      data: makeup,
      message: makeup.status === 'booked' ? MAKEUP_MESSAGES.booked : MAKEUP_MESSAGES.requested,
    };
  });

  handle(makeupsOperations.cancelMakeup, async ({ caller, params }) => {
    const cancelled = await deps.cancelMakeup(caller.id, params.id);
    return { data: cancelled, message: makeupCancelledTexts(cancelled.creditExpiresOn) };
  });

  handle(makeupsOperations.getMemberMakeups, async ({ query }) => ({
    data: await deps.getMemberMakeups(query.memberId),
  }));

  handle(makeupsOperations.adjustMakeupCredits, async ({ caller, body }) => ({
    data: await deps.adjustMakeupCredits(caller.id, body),
    message: body.action === 'grant' ? MAKEUP_MESSAGES.creditGranted : MAKEUP_MESSAGES.creditVoided,
  }));

  handle(makeupsOperations.decideMakeup, async ({ caller, params, body }) => ({
    data: await deps.decideMakeup(caller.id, params.id, body),
    message: body.action === 'approve' ? MAKEUP_MESSAGES.approved : MAKEUP_MESSAGES.rejected,
  }));

  return router;
}
