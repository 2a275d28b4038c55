import { CALENDAR_FEED_MESSAGES, PUBLIC_MESSAGES } from '@academy/contracts';
import type { RateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import { createRateLimiter, MINUTE_MS } from './rate-limiter.js';

const HOUR_MS = 60 * MINUTE_MS;

/**
 * Per-IP limits on what guests can send without an account, each form with its own counter.
 * A form counts only the submissions it accepted (a filled honeypot is answered as accepted, so
 * it counts too): a refused one stores nothing and costs no more than its validation, and a
 * front-desk PC or a school network whose users mistype a few times must not be shut out for an
 * hour. The inquiry check counts every try, since each one guesses a password.
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
    contactSubmit: createRateLimiter(counters, {
      name: 'contact-submit',
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyInquiries,
      countOnlyAccepted: true,
    }),
    contactCheck: createRateLimiter(counters, {
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
  };
}

export type PublicRateLimits = ReturnType<typeof createPublicRateLimits>;
