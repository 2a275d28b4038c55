import cookieParser from 'cookie-parser';
import express, { type Express } from 'express';
import { textMessageOperations } from '@academy/contracts';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pinoHttp } from 'pino-http';
import { createAttendanceModule } from './attendance/attendance-module.js';
import { verifyAccessToken } from './auth/access-token.js';
import { cookieNames } from './auth/auth-cookies.js';
import { createAuthModule } from './sign-in/auth-module.js';
import { createCalendarFeedModule } from './calendar-feed/calendar-feed-module.js';
import { createClosuresModule } from './closures/closures-module.js';
import type { Config } from './config/config.js';
import { createInquiryModule } from './inquiries/inquiry-module.js';
import { createInquiryStaffModule } from './inquiries/inquiry-staff-module.js';
import type { Database } from './db/database.js';
import { createHealthService } from './health/health-service.js';
import { healthRoutes } from './health/health-routes.js';
import { apiNotFound, errorMiddleware } from './http/error-middleware.js';
import { createEarlyAnswers } from './http/early-answers.js';
import { rejectForeignOrigins } from './http/origin-check.js';
import {
  createPublicReadCache,
  invalidateAfterWrites,
  type PublicReadCache,
} from './http/public-read-cache.js';
import { requestIdOf } from './http/request-id.js';
import { securityHeaders, staticSecurityHeaders } from './http/security-headers.js';
import { createPublicRateLimits, type PublicRateLimits } from './http/public-rate-limits.js';
import { createRateLimitCounters } from './rate-limits/rate-limit-counters-repository.js';
import { JOB_DEFINITIONS } from './job-registry.js';
import { createJobEngine, type JobEngine } from './jobs/job-engine.js';
import { createJobsModule } from './jobs/jobs-module.js';
import { createLessonApplicationsModule } from './applications/lesson-applications-module.js';
import { createApplicationsModule } from './applications/applications-module.js';
import { createMakeupsModule } from './makeups/makeups-module.js';
import type { Logger } from './logger/logger.js';
import { createMailer } from './mail/mailer.js';
import { createMailOutbox, type MailOutbox } from './mail/outbox/mail-outbox.js';
import {
  createConfiguredTextMessageOutbox,
  type TextMessageOutbox,
} from './text-messages/outbox/text-message-outbox.js';
import { createUnitOfWork, type UnitOfWork } from './unit-of-work/unit-of-work.js';
import type { AuthGuards } from './auth/auth-middleware.js';
import { createScheduleChangeModule } from './schedule-changes/schedule-change-module.js';
import { createScheduleChangeStaffModule } from './schedule-changes/schedule-change-staff-module.js';
import { createNotificationsModule } from './notifications/notifications-module.js';
import { createOnedayModule } from './oneday/oneday-module.js';
import { createOnedayStaffModule } from './oneday/oneday-staff-module.js';
import { createPausesModule } from './pauses/pauses-module.js';
import { createLessonNotesModule } from './lesson-notes/lesson-notes-module.js';
import { createTodayModule } from './today/today-module.js';
import { createConsultationNotesModule } from './consultation-notes/consultation-notes-module.js';
import { createPracticeLogModule } from './practice-log/practice-log-module.js';
import { openApiRoutes } from './openapi/openapi-routes.js';
import { createPracticeModule } from './practice/practice-module.js';
import { createRemindersModule } from './reminders/reminders-module.js';
import { createScheduleModule } from './schedule/schedule-module.js';
import { createTeacherScheduleModule } from './teacher-schedule/teacher-schedule-module.js';
import { createStaffModule } from './staff/staff-module.js';
import { createTuitionModule } from './tuition/tuition-module.js';
import {
  createOnlinePaymentModule,
  openAccountsReader,
  waitingAccountsOf,
} from './online-payments/online-payment-module.js';
import { onlinePaymentsOf } from './payments/online-payments.js';
import { createReceiptModule } from './tuition/receipts/receipt-module.js';
import { createStaffMembersModule } from './members/staff-members-module.js';
import { createMemberOverviewModule } from './member-overview/member-overview-module.js';
import { createMembersModule } from './members/members-module.js';
import { createFamiliesModule } from './families/families-module.js';
import { createCheckinModule } from './checkin/checkin-module.js';
import { createTextMessageReportModule } from './text-message-reports/text-message-report-module.js';
import { createTextMessageTemplatesModule } from './text-message-templates/text-message-templates-module.js';
import { createTextMessageLogModule } from './text-message-log/text-message-log-module.js';
import { createTextMessageUsageModule } from './text-message-usage/text-message-usage-module.js';
import { spaRoutes } from './web/spa-routes.js';
import type { Clock } from './lib/clock.js';

export interface AppDependencies {
  config: Config;
  database: Database;
  logger: Logger;
  /** Defaults to one sending through SMTP_URL (or the logged preview); tests pass their own. */
  mailOutbox?: MailOutbox;
  /**
   * The text-message outbox; null: the text channel is off. Unless given, one over the provider
   * in `config.textMessages` (none when it is not configured).
   */
  textMessageOutbox?: TextMessageOutbox | null;
  /**
   * The job engine whose workers the server starts and stops; without one, runs asked for by
   * hand are only queued, for another process's workers.
   */
  jobs?: JobEngine;
  /**
   * The clock of rules that turn on the hour a request arrives (whether a make-up is booked at
   * once or asked for, a new member's first tuition due); the real one unless given, as tests do.
   */
  now?: Clock;
  /**
   * The clock of the public read cache (how long an entry and the fresh-reads marker last, in
   * ms); the real one unless given, as tests do to hold the cache still.
   */
  publicCacheClock?: () => number;
}

const JSON_BODY_LIMIT = '100kb';
/**
 * A delivery report may name up to 500 messages, each item carrying the whole message as the
 * provider keeps it (its text up to 2,000 bytes): more than a person's form ever sends.
 */
const REPORT_BODY_LIMIT = '2mb';

/**
 * An Express app is a function that calls its `handle` method, which @types/express leaves out;
 * wrapping it puts `answerEarly` in front for every way the app is served (listen, supertest).
 */
interface DispatchingApp {
  handle(req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void): void;
}

function answerBeforeExpress(
  app: Express,
  answerEarly: (req: IncomingMessage, res: ServerResponse) => boolean,
): void {
  const dispatching = app as unknown as DispatchingApp;
  const handle = dispatching.handle.bind(app);
  dispatching.handle = (req, res, callback) => {
    if (!answerEarly(req, res)) handle(req, res, callback);
  };
}

/** What every request goes through before the routes. */
function useRequestPipeline(app: Express, config: Config, logger: Logger): void {
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  // Order matters: request id and logging first, then security headers, then body parsing.
  // (Liveness and cached public reads are answered before all of it: answerBeforeExpress.)
  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const requestId = requestIdOf(req);
        res.setHeader('x-request-id', requestId);
        return requestId;
      },
      autoLogging: { ignore: (req) => req.url === '/api/health' },
    }),
  );
  app.use(securityHeaders(config));
  app.use('/api', rejectForeignOrigins(config.appOrigin));
  // Browsers never compress request bodies; refusing them (415) spares inflating attacker input.
  // The reports' parser runs first; the general one then finds the body read and passes.
  app.use(
    `/api${textMessageOperations.receiveSolapiReport.path}`,
    express.json({ limit: REPORT_BODY_LIMIT, inflate: false }),
  );
  app.use(express.json({ limit: JSON_BODY_LIMIT, inflate: false }));
  app.use(cookieParser());
}

/** Dues and paying them online (Toss Payments when it is set up; docs/product/payments.md). */
function mountTuitionModules(
  api: express.Router,
  deps: Pick<
    Parameters<typeof mountDomainModules>[1],
    'config' | 'database' | 'units' | 'guards' | 'limits' | 'logger'
  >,
): void {
  const { config, database, units, guards } = deps;
  const payments = onlinePaymentsOf(config);
  api.use(
    createTuitionModule({
      database,
      guards,
      units,
      onlinePayment: payments !== null,
      openAccounts: openAccountsReader(database.prisma),
      waitingAccounts: waitingAccountsOf({ database, units, payments, logger: deps.logger }),
    }).router,
  );
  api.use(
    createReceiptModule({ database, guards, units, fontPath: config.receipts.fontPath }).router,
  );
  api.use(
    createOnlinePaymentModule({
      database,
      guards,
      units,
      payments,
      appOrigin: config.appOrigin,
      logger: deps.logger,
      limit: deps.limits.tossWebhooks,
    }).router,
  );
}

/** The day's lessons: attendance, check-in, lesson notes, the practice log and staff's Today. */
function mountLessonDayModules(
  api: express.Router,
  deps: Pick<
    Parameters<typeof mountDomainModules>[1],
    'config' | 'database' | 'units' | 'guards' | 'now'
  >,
): void {
  const { config, database, units, guards, now } = deps;
  api.use(createAttendanceModule({ database, guards, units, policy: config.makeups }).router);
  api.use(createCheckinModule({ database, guards, units, now }).router);
  api.use(createLessonNotesModule({ database, guards, units, now }).router);
  api.use(createTodayModule({ database, guards, units, now }).router);
  api.use(createPracticeLogModule({ database, guards, units, now }).router);
}

/** The domains' routes, in the order they are matched. */
function mountDomainModules(
  api: express.Router,
  deps: {
    config: Config;
    database: Database;
    units: UnitOfWork;
    guards: AuthGuards;
    limits: PublicRateLimits;
    publicCache: PublicReadCache;
    now: Clock | undefined;
    authModule: ReturnType<typeof createAuthModule>;
    textMessages: TextMessageOutbox | null;
    logger: Logger;
  },
): void {
  const { config, database, units, guards, limits, publicCache, now, authModule } = deps;
  api.use(
    createMembersModule({
      config,
      database,
      units,
      guards,
      limits: authModule.limits,
      sessions: authModule.sessions,
      codes: authModule.codes,
    }).router,
  );
  api.use(createStaffMembersModule({ database, guards, units }).router);
  api.use(createFamiliesModule({ database, guards, units }).router);
  api.use(createApplicationsModule({ database, guards, limits, units }).router);
  api.use(createLessonApplicationsModule({ database, guards, units, now }).router);
  api.use(createOnedayModule({ database, guards, limits, units }).router);
  api.use(createOnedayStaffModule({ database, guards, units }).router);
  api.use(
    createInquiryModule({
      database,
      guards,
      units,
      limits,
      publicCache,
      textChannelOn: config.textMessages.solapi !== null,
    }).router,
  );
  api.use(createInquiryStaffModule({ database, guards, units }).router);
  api.use(createScheduleModule({ database, guards, publicCache }).router);
  api.use(
    createStaffModule({
      database,
      guards,
      units,
      appOrigin: config.appOrigin,
      textChannelOn: config.textMessages.solapi !== null,
    }).router,
  );
  api.use(createScheduleChangeModule({ database, guards, units }).router);
  api.use(createScheduleChangeStaffModule({ database, guards, units }).router);
  api.use(createPausesModule({ database, guards, units, now }).router);
  api.use(createNotificationsModule({ database, guards, units }).router);
  api.use(createPracticeModule({ database, guards, units }).router);
  api.use(createClosuresModule({ database, guards, units, makeups: config.makeups }).router);
  api.use(createRemindersModule({ database, guards, units }).router);
  api.use(createTeacherScheduleModule({ database, guards, units }).router);
  mountTuitionModules(api, deps);
  mountLessonDayModules(api, deps);
  mountMemberRecordModules(api, { database, guards, units, now });
  api.use(createMakeupsModule({ database, guards, units, policy: config.makeups, now }).router);
  api.use(
    createCalendarFeedModule({ database, guards, limits, units, appOrigin: config.appOrigin })
      .router,
  );
  const provider = deps.textMessages?.provider ?? null;
  api.use(
    createTextMessageReportModule({ database, guards, limits, provider, logger: deps.logger })
      .router,
  );
  api.use(createTextMessageUsageModule({ database, guards, config }).router);
  api.use(createTextMessageLogModule({ database, guards, config }).router);
}

/** What staff and members keep about a member's lessons, and the member page's reads. */
function mountMemberRecordModules(
  api: express.Router,
  deps: { database: Database; guards: AuthGuards; units: UnitOfWork; now: Clock | undefined },
): void {
  api.use(createConsultationNotesModule(deps).router);
  api.use(createMemberOverviewModule(deps).router);
}

/** The unit of work of every request, with the text channel when its outbox is there. */
function unitsOf(
  config: Config,
  database: Database,
  outbox: MailOutbox,
  textMessages: TextMessageOutbox | null,
): UnitOfWork {
  return createUnitOfWork({
    prisma: database.prisma,
    outbox,
    ...(textMessages ? { texts: { outbox: textMessages, appOrigin: config.appOrigin } } : {}),
  });
}

/** The admin's jobs and the 알림톡 templates, which queue runs on the engine. */
function mountJobModules(
  api: express.Router,
  deps: {
    config: Config;
    database: Database;
    logger: Logger;
    guards: AuthGuards;
    units: UnitOfWork;
    outbox: MailOutbox;
    textMessages: TextMessageOutbox | null;
    jobs: JobEngine | undefined;
  },
): void {
  const { config, database, logger, guards, units, outbox, textMessages, jobs } = deps;
  // Without workers the engine holds no timer, so one nobody stops leaves nothing running.
  const engine =
    jobs ??
    createJobEngine({
      definitions: JOB_DEFINITIONS,
      database,
      logger,
      outbox,
      ...(textMessages ? { texts: { outbox: textMessages, appOrigin: config.appOrigin } } : {}),
      payments: onlinePaymentsOf(config),
      workers: false,
    });
  api.use(createJobsModule({ database, guards, engine }).router);
  api.use(
    createTextMessageTemplatesModule({
      database,
      guards,
      units,
      engine,
      appOrigin: config.appOrigin,
      channelOn: textMessages !== null,
    }).router,
  );
}

/** Builds the Express app from its dependencies; listening is the caller's job (server.ts, tests). */
export function createApp({
  config,
  database,
  logger,
  mailOutbox,
  textMessageOutbox,
  jobs,
  now,
  publicCacheClock,
}: AppDependencies): Express {
  const outbox =
    mailOutbox ??
    createMailOutbox({ prisma: database.prisma, mailer: createMailer(config, logger), logger });
  const textMessages =
    textMessageOutbox === undefined
      ? createConfiguredTextMessageOutbox({ config, prisma: database.prisma, logger })
      : textMessageOutbox;
  const units = unitsOf(config, database, outbox, textMessages);
  const authModule = createAuthModule({ config, database, logger, units });
  const { guards } = authModule;
  const limits = createPublicRateLimits(createRateLimitCounters(database.prisma));
  const health = createHealthService(database);
  const publicCache = createPublicReadCache({
    refreshSecret: config.jwt.refreshSecret,
    accessToken: {
      cookie: cookieNames(config.isProduction).access,
      verifies: (token) => verifyAccessToken(token, config.jwt.accessSecret) !== null,
    },
    secureCookies: config.isProduction,
    uncachedGuestReads: limits.uncachedPublicReads,
    now: publicCacheClock,
  });

  const app = express();
  useRequestPipeline(app, config, logger);

  const api = express.Router();
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(guards.authenticate);
  api.use(invalidateAfterWrites(publicCache));
  api.use(healthRoutes({ guards, health }));
  api.use(authModule.authRouter);
  mountDomainModules(api, {
    config,
    database,
    units,
    guards,
    limits,
    publicCache,
    now,
    authModule,
    textMessages,
    logger,
  });
  mountJobModules(api, { config, database, logger, guards, units, outbox, textMessages, jobs });
  api.use(openApiRoutes({ secureCookies: config.isProduction }));
  api.use(apiNotFound);
  app.use('/api', api);

  const spa = spaRoutes(config.webDistDir);
  if (spa) app.use(spa);

  app.use(errorMiddleware);

  // Liveness and cached public reads are answered before Express runs at all: at 50 connections
  // its routing, logging and parsing cost more than the answer (docs/performance.md).
  const answerEarly = createEarlyAnswers({
    securityHeaders: staticSecurityHeaders(config),
    health,
    cache: publicCache,
  });
  answerBeforeExpress(app, answerEarly);
  return app;
}
