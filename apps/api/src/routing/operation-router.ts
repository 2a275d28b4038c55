import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { z } from 'zod';
import {
  AUTH_MESSAGES,
  FEEDBACK_MESSAGES,
  isHoneypotTripped,
  pickText,
  refusesTemporaryPassword,
  type TApiAccess,
  type TBilingualText,
  type TLanguage,
  type TOperation,
  type TOperationParsedInput,
} from '@academy/contracts';
import type { AuthGuards } from '../auth/auth-middleware.js';
import {
  callerOf,
  type MemberCaller,
  type SignedInCaller,
  type StaffCaller,
} from '../auth/callers.js';
import { AppError } from '../http/app-error.js';
import { publicReadKey } from '../http/early-answers.js';
import type { PublicReadCache } from '../http/public-read-cache.js';
import { requestLanguage } from '../http/request-language.js';
import { sendCached, sendFile, sendOk } from '../http/respond.js';
import { runActingFor } from '../unit-of-work/acting-guardian.js';
import { servedCaller } from './acting-for.js';

/** The caller a handler receives: exactly the kind its operation's access lets through. */
export type CallerFor<TAccess extends TApiAccess> = TAccess extends 'member'
  ? MemberCaller
  : TAccess extends 'staff' | 'admin'
    ? StaffCaller
    : TAccess extends 'signedIn'
      ? SignedInCaller
      : TAccess extends 'publicWithSession'
        ? SignedInCaller | null
        : null;

export interface OperationContext<TOp extends TOperation> extends TOperationParsedInput<TOp> {
  caller: CallerFor<TOp['access']>;
  language: TLanguage;
  req: Request;
  res: Response;
}

/** What a handler answers: the envelope's `data` (as the operation's schema reads it) and message. */
export interface OperationAnswer<TOp extends TOperation> {
  data: TOp['data'] extends z.ZodType ? z.input<TOp['data']> : null;
  message?: TBilingualText | string;
}

export type OperationHandler<TOp extends TOperation> = (
  context: OperationContext<TOp>,
) => Promise<OperationAnswer<TOp>> | OperationAnswer<TOp>;

export interface OperationOptions<TOp extends TOperation> {
  /** Middleware that runs after the guard and before parsing: the operation's rate limit. */
  before?: readonly RequestHandler[];
  /** For a guest form with a honeypot: what a filled honeypot is answered with. */
  honeypot?: OperationAnswer<TOp>;
  /**
   * Whose record it is, checked before the query and body are: a caller who may not touch the
   * record is refused (403) whatever they sent. Throws to refuse.
   */
  authorize?: (context: Pick<OperationContext<TOp>, 'caller' | 'params'>) => void;
  /**
   * For a public read guests make often: their answers are kept a moment and served again,
   * also before Express runs (docs/decisions/0020-public-read-cache.md). A verified session and
   * a client whose write has just succeeded always get a fresh answer; a guest's read that the
   * cache does not answer counts against a per-address limit (the operation is `rateLimited`).
   */
  publicCache?: PublicReadCache;
}

const GUARD_OF: Record<TApiAccess, Exclude<keyof AuthGuards, 'isGuardianOf'> | null> = {
  public: null,
  publicWithSession: null,
  refreshSession: null,
  signedIn: 'requireAuthenticated',
  member: 'requireMember',
  staff: 'requireStaff',
  admin: 'requireAdmin',
};

function callerFor(req: Request, access: TApiAccess): SignedInCaller | null {
  if (access === 'public' || access === 'refreshSession') return null;
  // A session that must first change its password gets no more than a guest from public reads.
  if (access === 'publicWithSession' && req.auth?.session.mustChangePassword) return null;
  if (!req.auth) {
    if (access === 'publicWithSession') return null;
    // The guard refuses guests before this; getting here is a wiring mistake, not a guest.
    throw new AppError('AUTHENTICATION_REQUIRED', AUTH_MESSAGES.authenticationRequired);
  }
  const caller = callerOf(req.auth);
  const expected =
    access === 'member'
      ? 'member'
      : access === 'signedIn' || access === 'publicWithSession'
        ? caller.kind
        : 'staff';
  if (caller.kind !== expected) throw new AppError('ACCESS_DENIED', FEEDBACK_MESSAGES.accessDenied);
  return caller;
}

function messageIn(message: TBilingualText | string | undefined, language: TLanguage): string {
  if (message === undefined) return '';
  return typeof message === 'string' ? message : pickText(message, language);
}

/**
 * A guest's public read: the cached answer, else the handler's, read once for every guest missing
 * the same key at the same moment. The guest whose request starts that read is counted against
 * their limit first; when refused, the 429 is already out.
 */
async function sendPublicRead(
  cache: PublicReadCache,
  { req, res, language }: { req: Request; res: Response; language: TLanguage },
  read: () => Promise<{ data: unknown; message?: TBilingualText | string }>,
  status: number,
): Promise<void> {
  const serialized = async () => {
    const { data, message } = await read();
    return JSON.stringify({ success: true, message: messageIn(message, language), data });
  };
  const admit = () => cache.admitsUncachedRead(req, res);
  const answer = await cache.load(publicReadKey(req, req.originalUrl), serialized, admit);
  if (answer) sendCached(req, res, answer, status);
}

/**
 * A router that serves operations from the contracts: each handler is bound to one operation,
 * gets the guard its access names, its path, query and body parsed by the operation's schemas,
 * and the signed-in caller of the kind the access allows.
 */
export function createOperationRouter(guards: AuthGuards) {
  const router = Router();

  function handle<TOp extends TOperation>(
    operation: TOp,
    handler: OperationHandler<TOp>,
    options: OperationOptions<TOp> = {},
  ): void {
    const name = `${operation.method.toUpperCase()} ${operation.path}`;
    // A cached public read brings its own limit, on what the cache does not answer.
    if (operation.rateLimited && !options.before?.length && !options.publicCache) {
      throw new Error(`${name} needs its rate limit`);
    }
    if (options.publicCache && !operation.rateLimited) {
      throw new Error(`${name} is cached, so rate-limited: its operation must say so`);
    }
    if (Boolean(operation.honeypot) !== Boolean(options.honeypot)) {
      throw new Error(`${name}: honeypot mismatch`);
    }
    const guardName = GUARD_OF[operation.access];
    const middleware = [
      ...(guardName ? [guards[guardName]] : []),
      // docs/product/roles.md: an issued password must be replaced before anything else.
      ...(refusesTemporaryPassword(operation) ? [guards.requireOwnPassword] : []),
      ...(options.before ?? []),
    ];
    const status = operation.successStatus ?? 200;
    router[operation.method](operation.path, ...middleware, async (req: Request, res: Response) => {
      const language = requestLanguage(req);
      if (options.honeypot && isHoneypotTripped(req.body)) {
        req.log.info({ path: req.path }, 'honeypot filled: submission dropped');
        sendOk(res, options.honeypot.data, messageIn(options.honeypot.message, language), status);
        return;
      }
      const caller = await servedCaller(
        req,
        operation,
        callerFor(req, operation.access),
        guards.isGuardianOf,
      );
      const target = {
        caller,
        params: operation.params?.parse(req.params),
      } as Pick<OperationContext<TOp>, 'caller' | 'params'>;
      options.authorize?.(target);
      const context = {
        ...target,
        query: operation.query?.parse(req.query),
        body: operation.body?.parse(req.body),
        language,
        req,
        res,
      } as OperationContext<TOp>;
      const { publicCache } = options;
      if (publicCache && !publicCache.readsFresh(req)) {
        await sendPublicRead(publicCache, context, async () => handler(context), status);
        return;
      }
      if (publicCache && !(await publicCache.admitsUncachedRead(req, res))) return;
      const answer =
        caller?.kind === 'member' && caller.actingGuardianId !== undefined
          ? await runActingFor(
              { guardianId: caller.actingGuardianId, childId: caller.id, operation: name },
              async () => handler(context),
            )
          : await handler(context);
      if (operation.method !== 'get') req.writeSucceeded?.(operation);
      if (operation.produces) sendFile(res, answer.data, operation.produces, status);
      else sendOk(res, answer.data, messageIn(answer.message, language), status);
    });
  }

  return { router, handle };
}

export type OperationRouter = ReturnType<typeof createOperationRouter>;
