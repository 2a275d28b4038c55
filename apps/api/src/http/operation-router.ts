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
import { AppError } from './app-error.js';
import { publicReadKey } from './early-answers.js';
import { bypassesPublicCache, type PublicReadCache } from './public-read-cache.js';
import { requestLanguage } from './request-language.js';
import { sendCached, sendFile, sendOk } from './respond.js';

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
   * also before Express runs (docs/decisions/0020-public-read-cache.md). Signed-in callers and
   * clients that have just written always get a fresh answer.
   */
  publicCache?: PublicReadCache;
}

const GUARD_OF: Record<TApiAccess, keyof AuthGuards | null> = {
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
 * A router that serves operations from the contracts: each handler is bound to one operation,
 * gets the guard its access names, its path, query and body parsed by the operation's schemas,
 * and the signed-in caller of the kind the access allows. `served` lists what it bound, so the
 * app can check that every route it serves is an operation of the table.
 */
export function createOperationRouter(guards: AuthGuards) {
  const router = Router();
  const served: TOperation[] = [];

  function handle<TOp extends TOperation>(
    operation: TOp,
    handler: OperationHandler<TOp>,
    options: OperationOptions<TOp> = {},
  ): void {
    if (operation.rateLimited && !options.before?.length) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} needs its rate limit`);
    }
    if (Boolean(operation.honeypot) !== Boolean(options.honeypot)) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path}: honeypot mismatch`);
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
      const target = {
        caller: callerFor(req, operation.access),
        params: operation.params?.parse(req.params),
      } as Pick<OperationContext<TOp>, 'caller' | 'params'>;
      options.authorize?.(target);
      const cache =
        options.publicCache && target.caller === null && !bypassesPublicCache(req)
          ? options.publicCache
          : undefined;
      const context = {
        ...target,
        query: operation.query?.parse(req.query),
        body: operation.body?.parse(req.body),
        language,
        req,
        res,
      } as OperationContext<TOp>;
      if (cache) {
        const cached = await cache.load(publicReadKey(req, req.originalUrl), async () => {
          const answer = await handler(context);
          return JSON.stringify({
            success: true,
            message: messageIn(answer.message, language),
            data: answer.data,
          });
        });
        sendCached(req, res, cached, status);
        return;
      }
      const answer = await handler(context);
      if (operation.produces) sendFile(res, answer.data, operation.produces, status);
      else sendOk(res, answer.data, messageIn(answer.message, language), status);
    });
    served.push(operation);
  }

  return { router, handle, served };
}

export type OperationRouter = ReturnType<typeof createOperationRouter>;
