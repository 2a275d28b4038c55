import { Router } from 'express';
import type { AuthGuards } from '../auth/auth-middleware.js';
import { sendOk } from '../http/respond.js';
import type { GetPendingCounts } from './get-pending-counts.js';

/** /api/teachers/*: staff-only teacher data (SPEC §6: only teachers fetch pending counts). */
export function teachersRoutes(deps: {
  guards: AuthGuards;
  getPendingCounts: GetPendingCounts;
}): Router {
  const router = Router();
  router.get('/pending-counts', deps.guards.requireStaff, async (_req, res) => {
    sendOk(res, await deps.getPendingCounts());
  });
  return router;
}
