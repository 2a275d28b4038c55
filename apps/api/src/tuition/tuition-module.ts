import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { createCountUnpaidTuition } from './count-unpaid-tuition.js';
import { createExportTuitionDues } from './export-tuition-dues.js';
import { createGetMyTuition } from './get-my-tuition.js';
import { createListTuitionDues } from './list-tuition-dues.js';
import { createRemindUnpaidTuition } from './remind-unpaid-tuition.js';
import { createTuitionRepository } from './tuition-repository.js';
import { tuitionRoutes } from './tuition-routes.js';
import { createUpdateTuitionDue } from './update-tuition-due.js';

/** Wires the tuition calls; reminders e-mail the members through the outbox. */
export function createTuitionModule(deps: {
  database: Database;
  guards: AuthGuards;
  outbox: MailOutbox;
}) {
  const { prisma } = deps.database;
  const tuition = createTuitionRepository(prisma);
  return {
    router: tuitionRoutes({
      guards: deps.guards,
      listTuitionDues: createListTuitionDues({ tuition }),
      updateTuitionDue: createUpdateTuitionDue({ prisma, tuition }),
      remindUnpaidTuition: createRemindUnpaidTuition({ prisma, tuition, outbox: deps.outbox }),
      exportTuitionDues: createExportTuitionDues({ tuition }),
      getMyTuition: createGetMyTuition({ tuition }),
      countUnpaidTuition: createCountUnpaidTuition({ tuition }),
    }),
  };
}
