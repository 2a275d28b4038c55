import { createClosuresRepository } from '../closures/closures-repository.js';
import { routesModule } from '../http/routes-module.js';
import { modificationStaffRoutes } from './modification-staff-routes.js';
import { createProcessModification } from './process-modification.js';

/** Wires the staff decisions on schedule change requests. */
export const createModificationStaffModule = routesModule(modificationStaffRoutes, (prisma) => ({
  processModification: createProcessModification(prisma, createClosuresRepository(prisma)),
}));
