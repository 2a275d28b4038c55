import type { MakeupPolicy } from '../config/config.js';
import { closuresRoutes } from './closures-routes.js';
import { createClosuresRepository } from '../schedule/closures-repository.js';
import { createDeclareClosure } from './declare-closure.js';
import { createDeleteClosure } from './delete-closure.js';
import { createListClosures } from './list-closures.js';
import type { ModuleDeps } from '../routing/routes-module.js';

/** Wires declaring, listing and removing closed days; declaring one e-mails the members concerned. */
export function createClosuresModule(
  deps: ModuleDeps & {
    makeups: MakeupPolicy;
  },
) {
  const { prisma } = deps.database;
  const closures = createClosuresRepository(prisma);
  return {
    router: closuresRoutes({
      declareClosure: createDeclareClosure({ units: deps.units, closures, makeups: deps.makeups }),
      listClosures: createListClosures({ closures }),
      deleteClosure: createDeleteClosure({ units: deps.units, closures }),
      guards: deps.guards,
    }),
  };
}
