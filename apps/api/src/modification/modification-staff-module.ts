import { createClosuresRepository } from '../closures/closures-repository.js';
import { routesModule } from '../http/routes-module.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { modificationStaffRoutes } from './modification-staff-routes.js';
import { createProcessModification } from './process-modification.js';

/** Wires the staff decisions on schedule change requests. */
export const createModificationStaffModule = routesModule(modificationStaffRoutes, (prisma) => {
  const closures = createClosuresRepository(prisma);
  return {
    processModification: createProcessModification(
      prisma,
      closures,
      createGetTeacherBusyTimes(createBusyTimesRepository(prisma), closures),
    ),
  };
});
