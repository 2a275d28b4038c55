import {
  API_MESSAGES,
  CALENDAR_FEED_NAMES,
  pickText,
  type TFileDownload,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { CalendarFeedRepository } from './calendar-feed-repository.js';
import type { FeedContentRepository } from './feed-content-repository.js';
import { hashFeedToken, isWellFormedFeedToken } from './feed-token.js';
import { feedWindow } from './feed-window.js';
import { toICalendar } from './ical-calendar.js';
import { memberFeedEvents } from './member-feed-events.js';
import { teacherFeedEvents } from './teacher-feed-events.js';
import { type Clock, systemClock } from '../lib/clock.js';

/** The same answer as an unknown address: nothing tells a prober how close a guess came. */
const notFound = () => new AppError('NOT_FOUND', API_MESSAGES.notFound);

const FILE_NAME = 'calendar.ics';

/** The iCalendar file of the feed whose token this is (docs/product/calendar-feeds.md). */
export function createRenderCalendarFeed(deps: {
  prisma: PrismaClient;
  feeds: CalendarFeedRepository;
  content: FeedContentRepository;
  appOrigin: string;
  now?: Clock;
}) {
  const { prisma, feeds, content, now = systemClock } = deps;
  const host = new URL(deps.appOrigin).hostname;
  return async function renderCalendarFeed(token: string): Promise<TFileDownload> {
    if (!isWellFormedFeedToken(token)) throw notFound();
    const feed = await feeds.findByTokenHash(hashFeedToken(token));
    if (!feed) throw notFound();
    const at = now();
    const range = feedWindow(at);
    if (feed.memberId !== null) {
      const member = await content.findMember(feed.memberId);
      // A member who may not sign in (inactive, suspended) sees nothing in the app, nor here.
      if (!member || member.status !== 'active') throw notFound();
      const language = member.isForeigner ? 'ENG' : 'KOR';
      const events = await memberFeedEvents(content, member.id, range, language);
      const name = pickText(CALENDAR_FEED_NAMES.member, language);
      return { fileName: FILE_NAME, content: toICalendar({ name, host, events, now: at }) };
    }
    if (feed.staffId === null) throw notFound();
    const events = await teacherFeedEvents(prisma, content, feed.staffId, range);
    const name = pickText(CALENDAR_FEED_NAMES.staff, 'KOR');
    return { fileName: FILE_NAME, content: toICalendar({ name, host, events, now: at }) };
  };
}

export type RenderCalendarFeed = ReturnType<typeof createRenderCalendarFeed>;
