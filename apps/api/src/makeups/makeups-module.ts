import { createClosuresRepository } from '../schedule/closures-repository.js';
import type { MakeupPolicy } from '../config/config.js';
import { createBusyTimesRepository } from '../schedule/busy-times-repository.js';
import { createGetTeacherBusyTimes } from '../schedule/get-teacher-busy-times.js';
import { findOwnHours } from '../schedule/own-hours.js';
import { createAdjustMakeupCredits } from './adjust-makeup-credits.js';
import { createBookMakeup } from './book-makeup.js';
import { createCancelMakeup } from './cancel-makeup.js';
import { createDecideMakeup } from './decide-makeup.js';
import { createGetMakeupOverview } from './get-makeup-overview.js';
import { createGetMemberMakeups } from './get-member-makeups.js';
import { createGetOwnMakeupOverview } from './get-own-makeup-overview.js';
import { createMakeupsRepository } from './makeups-repository.js';
import { makeupsRoutes } from './makeups-routes.js';
import type { ModuleDeps } from '../routing/routes-module.js';
import type { Clock } from '../lib/clock.js';

/** Wires the make-up calls with the academy's credit policy; decisions e-mail the member. */
export function createMakeupsModule(
  deps: ModuleDeps & {
    policy: MakeupPolicy;
    /** The clock of the 24-hour rule of a booking; the real one unless given. */
    now?: Clock;
  },
) {
  const { prisma } = deps.database;
  const { policy } = deps;
  const makeups = createMakeupsRepository(prisma);
  const closures = createClosuresRepository(prisma);
  const getTeacherBusyTimes = createGetTeacherBusyTimes(
    createBusyTimesRepository(prisma),
    closures,
  );
  const getMemberMakeups = createGetMemberMakeups({ makeups, policy });
  return {
    router: makeupsRoutes({
      guards: deps.guards,
      getMakeupOverview: createGetOwnMakeupOverview({
        getMakeupOverview: createGetMakeupOverview({ makeups, policy }),
        findOwnHours: (memberId, range) => findOwnHours(prisma, memberId, range),
      }),
      getMemberMakeups,
      bookMakeup: createBookMakeup({
        units: deps.units,
        prisma,
        makeups,
        closures,
        getTeacherBusyTimes,
        now: deps.now,
      }),
      cancelMakeup: createCancelMakeup({ units: deps.units, makeups, now: deps.now }),
      adjustMakeupCredits: createAdjustMakeupCredits({
        units: deps.units,
        makeups,
        policy,
        getMemberMakeups,
      }),
      decideMakeup: createDecideMakeup({ units: deps.units, makeups, closures }),
    }),
  };
}
