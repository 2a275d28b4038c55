import { TEXT_MESSAGE_TEMPLATE_LIMITS, TEXT_MESSAGE_TEMPLATE_MESSAGES } from '@academy/contracts';
import type { Router } from 'express';
import { createRateLimiter, MINUTE_MS } from '../http/rate-limiter.js';
import type { JobEngine } from '../jobs/job-engine.js';
import { createRateLimitCounters } from '../rate-limits/rate-limit-counters-repository.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import { createListTextMessageTemplates } from './list-text-message-templates.js';
import { createSendTestTextMessage } from './send-test-text-message.js';
import { createTextMessageTemplatesRepository } from './text-message-templates-repository.js';
import { textMessageTemplatesRoutes } from './text-message-templates-routes.js';

/** Wires the admin's 알림톡 templates screen; `channelOn` false: no provider is configured. */
export function createTextMessageTemplatesModule(
  deps: ModuleDeps & { engine: JobEngine; appOrigin: string; channelOn: boolean },
): { router: Router } {
  const { prisma } = deps.database;
  const templates = createTextMessageTemplatesRepository(prisma);
  const { channelOn } = deps;
  return {
    router: textMessageTemplatesRoutes({
      guards: deps.guards,
      listTextMessageTemplates: createListTextMessageTemplates({
        templates,
        appOrigin: deps.appOrigin,
        channelOn,
      }),
      sendTestTextMessage: createSendTestTextMessage({ units: deps.units, templates, channelOn }),
      queueSync: channelOn ? () => deps.engine.enqueue('text-message-templates') : null,
      // Each test send is a paid message: per admin, refused ones not counted.
      testSendLimit: createRateLimiter(createRateLimitCounters(prisma), {
        name: 'text-message-test-sends',
        windowMs: 60 * MINUTE_MS,
        limit: TEXT_MESSAGE_TEMPLATE_LIMITS.TEST_SENDS_PER_HOUR,
        message: TEXT_MESSAGE_TEMPLATE_MESSAGES.tooManyTestSends,
        key: 'account',
        countOnlyAccepted: true,
      }),
    }),
  };
}
