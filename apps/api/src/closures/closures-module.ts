import { routesModule } from '../http/routes-module.js';
import { closuresRoutes } from './closures-routes.js';
import { createClosuresRepository } from './closures-repository.js';
import { createDeclareClosure } from './declare-closure.js';
import { createDeleteClosure } from './delete-closure.js';
import { createListClosures } from './list-closures.js';

/** Wires declaring, listing and removing closed days. */
export const createClosuresModule = routesModule(closuresRoutes, (prisma) => {
  const closures = createClosuresRepository(prisma);
  return {
    declareClosure: createDeclareClosure({ prisma, closures }),
    listClosures: createListClosures({ closures }),
    deleteClosure: createDeleteClosure({ prisma, closures }),
  };
});
