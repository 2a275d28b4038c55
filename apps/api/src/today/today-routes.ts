import { todayOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { GetToday } from './get-today.js';

/** The staff dashboard's "Today" (docs/product/back-office.md#today). */
export function todayRoutes(deps: { guards: AuthGuards; getToday: GetToday }) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(todayOperations.getToday, async ({ caller }) => ({
    data: await deps.getToday(caller),
  }));

  return router;
}
