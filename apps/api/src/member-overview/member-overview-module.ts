import { routesModule } from '../routing/routes-module.js';
import { createTuitionRepository } from '../tuition/tuition-repository.js';
import { createGetMemberOverview } from './get-member-overview.js';
import { createMemberOverviewRepository } from './member-overview-repository.js';
import { memberOverviewRoutes } from './member-overview-routes.js';

/** Wires the member page's overview read. */
export const createMemberOverviewModule = routesModule(memberOverviewRoutes, (prisma) => ({
  getMemberOverview: createGetMemberOverview({
    overview: createMemberOverviewRepository(prisma),
    tuition: createTuitionRepository(prisma),
  }),
}));
