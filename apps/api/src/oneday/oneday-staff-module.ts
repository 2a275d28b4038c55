import { routesModule } from '../http/routes-module.js';
import { createOnedayStaffRepository } from './oneday-staff-repository.js';
import { onedayStaffRoutes } from './oneday-staff-routes.js';
import { createUpdateOnedayStatus } from './update-oneday-status.js';

/** Wires the staff side of one-day class applications. */
export const createOnedayStaffModule = routesModule(onedayStaffRoutes, (prisma) => ({
  requests: createOnedayStaffRepository(prisma),
  updateOnedayStatus: createUpdateOnedayStatus(prisma),
}));
