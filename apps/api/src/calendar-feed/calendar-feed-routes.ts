import type { RequestHandler } from 'express';
import { CALENDAR_FEED_MESSAGES, calendarFeedOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DisableCalendarFeed } from './disable-calendar-feed.js';
import type { EnableCalendarFeed } from './enable-calendar-feed.js';
import { feedOwnerOf } from './feed-owner.js';
import type { GetCalendarFeedState } from './get-calendar-feed-state.js';
import type { RenderCalendarFeed } from './render-calendar-feed.js';

/** Personal calendar feeds: turning one on and off, and the feed itself (docs/product/calendar-feeds.md). */
export function calendarFeedRoutes(deps: {
  guards: AuthGuards;
  feedLimit: RequestHandler;
  getCalendarFeedState: GetCalendarFeedState;
  enableCalendarFeed: EnableCalendarFeed;
  disableCalendarFeed: DisableCalendarFeed;
  renderCalendarFeed: RenderCalendarFeed;
}) {
  const { router, handle } = createOperationRouter(deps.guards);
  const auditStaffId = (caller: { kind: 'member' | 'staff'; id: number }) =>
    caller.kind === 'staff' ? caller.id : null;

  handle(calendarFeedOperations.getCalendarFeed, async ({ caller }) => ({
    data: await deps.getCalendarFeedState(feedOwnerOf(caller)),
  }));

  handle(calendarFeedOperations.enableCalendarFeed, async ({ caller }) => ({
    data: await deps.enableCalendarFeed(feedOwnerOf(caller), auditStaffId(caller)),
    message: CALENDAR_FEED_MESSAGES.feedEnabled,
  }));

  handle(calendarFeedOperations.disableCalendarFeed, async ({ caller }) => ({
    data: await deps.disableCalendarFeed(feedOwnerOf(caller), auditStaffId(caller)),
    message: CALENDAR_FEED_MESSAGES.feedDisabled,
  }));

  handle(
    calendarFeedOperations.getCalendarFeedFile,
    async ({ params, res }) => {
      const file = await deps.renderCalendarFeed(params.token);
      // The URL is a secret: no shared cache may keep the answer, no search engine may list it.
      res.setHeader('Cache-Control', 'private, no-store');
      res.setHeader('X-Robots-Tag', 'noindex');
      return { data: file };
    },
    { before: [deps.feedLimit] },
  );

  return router;
}
