import {
  CALENDAR_FEED_MESSAGES,
  PUBLIC_MESSAGES,
  PAYMENT_MESSAGES,
  TEXT_MESSAGE_REPORT_MESSAGES,
} from '@academy/contracts';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { createRateLimiter, MINUTE_MS } from './rate-limiter.js';

const HOUR_MS = 60 * MINUTE_MS;

/**
 * Per-IP limits on what guests can send without an account, each form with its own counter.
 * A form counts only the submissions it accepted (a filled honeypot is answered as accepted, so
 * it counts too): a refused one stores nothing and costs no more than its validation, and a
 * front-desk PC or a school network whose users mistype a few times must not be shut out for an
 * hour. The inquiry check counts every try, since each one guesses a password. The public
 * reads count only what the cache did not answer (docs/decisions/0020-public-read-cache.md).
 */
export function createPublicRateLimits(counters: RateLimitCounters) {
  return {
    lessonApply: createRateLimiter(counters, {
      name: 'lesson-apply',
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyApplications,
      countOnlyAccepted: true,
    }),
    onedayApply: createRateLimiter(counters, {
      name: 'oneday-apply',
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyApplications,
      countOnlyAccepted: true,
    }),
    inquirySubmit: createRateLimiter(counters, {
      name: 'contact-submit',
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyInquiries,
      countOnlyAccepted: true,
    }),
    inquiryCheck: createRateLimiter(counters, {
      name: 'contact-check',
      windowMs: 10 * MINUTE_MS,
      limit: 20,
      message: PUBLIC_MESSAGES.tooManyInquiryChecks,
    }),
    // Calendar apps poll a feed every few hours; every try counts, since each one guesses a token.
    calendarFeed: createRateLimiter(counters, {
      name: 'calendar-feed',
      windowMs: 10 * MINUTE_MS,
      limit: 60,
      message: CALENDAR_FEED_MESSAGES.tooManyFeedRequests,
    }),
    // The provider's delivery reports come from a few addresses, in bursts after a batch (an
    // announcement to every member); each costs a provider call per message of ours. A refused
    // report is sent again by the provider later, so the limit only slows a flood.
    textMessageReports: createRateLimiter(counters, {
      name: 'text-message-reports',
      windowMs: MINUTE_MS,
      limit: 300,
      message: TEXT_MESSAGE_REPORT_MESSAGES.tooManyReports,
    }),
    // Toss's webhooks come from its few addresses, one per status change and their retries; each
    // costs a look-up at Toss. A refused one is sent again later, so the limit only slows a flood.
    tossWebhooks: createRateLimiter(counters, {
      name: 'toss-webhooks',
      windowMs: MINUTE_MS,
      limit: 120,
      message: PAYMENT_MESSAGES.tooManyWebhooks,
    }),
    // A guest's public read the cache does not answer (a miss, or one right after their own
    // write) costs a whole database read, up to ~13 ms for a month of busy times: about 80 a
    // second from one address would take the API. The web app keeps what it read for 30 to 60 s,
    // so a visitor makes a handful a minute; two a second, all minute long, is no person.
    uncachedPublicReads: createRateLimiter(counters, {
      name: 'uncached-public-reads',
      windowMs: MINUTE_MS,
      limit: 120,
      message: PUBLIC_MESSAGES.tooManyReads,
    }),
  };
}

export type PublicRateLimits = ReturnType<typeof createPublicRateLimits>;
