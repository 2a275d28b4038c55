import type { z } from 'zod';
import {
  FEEDBACK_MESSAGES,
  type TApplicationNotificationCategory,
  type TBilingualText,
  type TLanguage,
  type TOperation,
  type TOperationParsedInput,
  type ZApplicationReceipt,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import type { Database } from '../db/database.js';
import type { TFormKind } from '../db/form-submissions.js';
import type { Prisma } from '../generated/prisma/client.js';
import { type Clock, systemClock } from '../lib/clock.js';
import { createOperationRouter } from '../routing/operation-router.js';
import type { PublicRateLimits } from '../http/public-rate-limits.js';
import { storeApplicationTellingStaff } from '../notifications/staff-notifier.js';
import type { TMessage, TRecipient } from '../unit-of-work/message.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';

/** What each form answers once stored, and the hourly limit per address it counts against. */
const FORM_OUTCOMES: Record<
  TApplicationNotificationCategory,
  { applied: TBilingualText; rateLimit: keyof PublicRateLimits; kind: TFormKind }
> = {
  lesson_request: {
    applied: FEEDBACK_MESSAGES.lessonApplied,
    rateLimit: 'lessonApply',
    kind: 'lesson',
  },
  oneday_request: {
    applied: FEEDBACK_MESSAGES.onedayApplied,
    rateLimit: 'onedayApply',
    kind: 'oneday',
  },
};

/** A public application form's operation: a guest posts the form and gets its receipt. */
type ApplicationFormOperation<TForm extends z.ZodType> = Omit<TOperation, 'body' | 'data'> & {
  access: 'public';
  body: TForm;
  data: typeof ZApplicationReceipt;
};

/**
 * Wires one public application form (regular lessons, one-day classes; docs/product/api.md): the
 * application is stored and every staff account told, all or nothing, and its id comes back as
 * the receipt with its reference (the same form again within a minute gets the first one's;
 * docs/decisions/0061); a filled honeypot gets the same answer without an id, so a bot cannot tell it was
 * dropped.
 */
export function applicationFormModule<TForm extends z.ZodType>(form: {
  operation: ApplicationFormOperation<TForm>;
  category: TApplicationNotificationCategory;
  store: (
    tx: Prisma.TransactionClient,
    application: TOperationParsedInput<ApplicationFormOperation<TForm>>['body'],
    language: TLanguage,
  ) => Promise<{ id: number; name: string }>;
  /** What the applicant is told once the application is stored, in the same unit of work. */
  receipt?: (
    application: TOperationParsedInput<ApplicationFormOperation<TForm>>['body'],
    id: number,
    language: TLanguage,
  ) => { recipient: TRecipient; message: TMessage };
}) {
  const { applied, rateLimit, kind } = FORM_OUTCOMES[form.category];
  return (deps: {
    database: Database;
    guards: AuthGuards;
    limits: PublicRateLimits;
    units: UnitOfWork;
    now?: Clock;
  }) => {
    const now = deps.now ?? systemClock;
    const { router, handle } = createOperationRouter(deps.guards);
    handle(
      form.operation,
      async ({ body, language }) => {
        const { receipt } = form;
        const { id, reference } = await storeApplicationTellingStaff(
          deps.units,
          form.category,
          { kind, content: body as object, now: now() },
          (tx) => form.store(tx, body, language),
          receipt && ((id) => receipt(body, id, language)),
        );
        return { data: { requestId: id, reference }, message: applied };
      },
      {
        before: [deps.limits[rateLimit]],
        honeypot: { data: { requestId: null, reference: null }, message: applied },
      },
    );
    return { router };
  };
}
