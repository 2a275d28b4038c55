import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { createCalendarFeedRepository } from './calendar-feed-repository.js';
import { calendarFeedRoutes } from './calendar-feed-routes.js';
import { createDisableCalendarFeed } from './disable-calendar-feed.js';
import { createEnableCalendarFeed } from './enable-calendar-feed.js';
import { createFeedContentRepository } from './feed-content-repository.js';
import { createGetCalendarFeedState } from './get-calendar-feed-state.js';
import { createRenderCalendarFeed } from './render-calendar-feed.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/** Wires the personal calendar feeds; `appOrigin` is the public address their URLs start with. */
export function createCalendarFeedModule(
  deps: ModuleDeps & {
    limits: PublicRateLimits;
    appOrigin: string;
  },
) {
  const { prisma } = deps.database;
  const feeds = createCalendarFeedRepository(prisma);
  const content = createFeedContentRepository(prisma);
  const { appOrigin } = deps;
  return {
    router: calendarFeedRoutes({
      guards: deps.guards,
      feedLimit: deps.limits.calendarFeed,
      getCalendarFeedState: createGetCalendarFeedState(feeds),
      enableCalendarFeed: createEnableCalendarFeed({ units: deps.units, feeds, appOrigin }),
      disableCalendarFeed: createDisableCalendarFeed({ units: deps.units, feeds }),
      renderCalendarFeed: createRenderCalendarFeed({ prisma, feeds, content, appOrigin }),
    }),
  };
}
