import { PUBLIC_MESSAGES } from '@academy/contracts';
import { createRateLimiter, MINUTE_MS } from './rate-limiter.js';

const HOUR_MS = 60 * MINUTE_MS;

/**
 * Per-IP limits on what guests can send without an account. Every request counts, failed
 * ones too, because a bot's invalid submissions cost as much as valid ones. One set per
 * app instance, each form with its own counter.
 */
export function createPublicRateLimits() {
  return {
    lessonApply: createRateLimiter({
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyApplications,
    }),
    onedayApply: createRateLimiter({
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyApplications,
    }),
    contactSubmit: createRateLimiter({
      windowMs: HOUR_MS,
      limit: 10,
      message: PUBLIC_MESSAGES.tooManyInquiries,
    }),
    contactCheck: createRateLimiter({
      windowMs: 10 * MINUTE_MS,
      limit: 20,
      message: PUBLIC_MESSAGES.tooManyInquiryChecks,
    }),
  };
}

export type PublicRateLimits = ReturnType<typeof createPublicRateLimits>;
