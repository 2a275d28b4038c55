import { createClosuresRepository } from '../schedule/closures-repository.js';
import { routesModule } from '../routing/routes-module.js';
import { modificationStaffRoutes } from './modification-staff-routes.js';
import { createProcessModification } from './process-modification.js';

/** Wires the staff decisions on schedule change requests. */
export const createModificationStaffModule = routesModule(
  modificationStaffRoutes,
  (prisma, units) => ({
    processModification: createProcessModification({
      prisma,
      units,
      closures: createClosuresRepository(prisma),
    }),
  }),
);
