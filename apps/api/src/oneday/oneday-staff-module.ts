import { createOnedayStaffRepository } from './oneday-staff-repository.js';
import { onedayStaffRoutes } from './oneday-staff-routes.js';
import { createUpdateOnedayStatus } from './update-oneday-status.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/** Wires the staff side of one-day class applications; scheduling and cancelling e-mail the guest. */
export function createOnedayStaffModule(deps: ModuleDeps) {
  const { prisma } = deps.database;
  return {
    router: onedayStaffRoutes({
      requests: createOnedayStaffRepository(prisma),
      updateOnedayStatus: createUpdateOnedayStatus(prisma, deps.units),
      guards: deps.guards,
    }),
  };
}
