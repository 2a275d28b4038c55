import { CLOSURE_MESSAGES, closuresOperations } from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { DeclareClosure } from './declare-closure.js';
import type { DeleteClosure } from './delete-closure.js';
import type { ListClosures } from './list-closures.js';

/** The academy's closed days, declared by staff (docs/product/api.md). */
export function closuresRoutes(deps: {
  guards: AuthGuards;
  declareClosure: DeclareClosure;
  listClosures: ListClosures;
  deleteClosure: DeleteClosure;
}) {
  const { router, handle } = createOperationRouter(deps.guards);

  handle(closuresOperations.declareClosure, async ({ caller, body }) => ({
    data: await deps.declareClosure(caller.id, body),
    message: CLOSURE_MESSAGES.closureCreated,
  }));

  handle(closuresOperations.listClosures, async ({ query }) => ({
    data: await deps.listClosures(query),
  }));

  handle(closuresOperations.deleteClosure, async ({ caller, params }) => ({
    data: await deps.deleteClosure(caller.id, params.id),
    message: CLOSURE_MESSAGES.closureDeleted,
  }));

  return router;
}
