import type { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Config } from '../config/config.js';
import type { Database } from '../db/database.js';
import { createGetTextMessageLog } from './get-text-message-log.js';
import { createTextMessageLogRepository } from './text-message-log-repository.js';
import { textMessageLogRoutes } from './text-message-log-routes.js';

/** Wires the admin's log of the text messages sent. */
export function createTextMessageLogModule(deps: {
  database: Database;
  guards: AuthGuards;
  config: Pick<Config, 'textMessages'>;
}): { router: Router } {
  return {
    router: textMessageLogRoutes({
      guards: deps.guards,
      getTextMessageLog: createGetTextMessageLog({
        log: createTextMessageLogRepository(deps.database.prisma),
        textChannelOn: deps.config.textMessages.solapi !== null,
      }),
    }),
  };
}
