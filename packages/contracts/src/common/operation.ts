import type { z } from 'zod';
import type { TErrorCode } from './error-codes';

/**
 * Who may call an operation; the API derives the guard from it and hands the handler the
 * signed-in account of that kind:
 * - public: no guard; a session changes nothing.
 * - publicWithSession: no guard, but a staff session gets more detail.
 * - refreshSession: needs the refresh cookie, not the access cookie.
 * - signedIn: any signed-in account (members and staff).
 * - member / staff (teachers and admins) / admin: that kind of account only.
 */
export type TApiAccess =
  'public' | 'publicWithSession' | 'refreshSession' | 'signedIn' | 'member' | 'staff' | 'admin';

export type THttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** One API call: everything the server, the web client, the documentation and the tests need. */
export interface TOperation {
  method: THttpMethod;
  /** Path below /api in Express's form (`/contact/:id`). */
  path: string;
  /** The documentation's group. */
  tag: string;
  summary: string;
  /** What a caller should know beyond the summary (who may call is added from `access`). */
  notes?: string;
  access: TApiAccess;
  /**
   * A signed-in account whose password is still the one it was issued (`mustChangePassword`)
   * may call only the operations marked here: reading its session and setting its own
   * password. Every other guarded operation refuses it (PASSWORD_CHANGE_REQUIRED).
   */
  openWithTemporaryPassword?: true;
  /**
   * A guardian may make this call for one of their children: with the `X-Acting-For` header
   * naming the child, a member's call serves that child as if the child had made it (the
   * child's lessons, notices, make-ups, bookings, dues), checked on every call; naming anyone
   * else is refused (ACCESS_DENIED). Without the mark the header changes nothing: the call is
   * the caller's own (docs/product/families.md).
   */
  actsForChild?: true;
  params?: z.ZodObject;
  query?: z.ZodObject;
  body?: z.ZodType;
  /**
   * Schema of the envelope's `data` on success; null when `data` is always null. For a download
   * (`produces`), the file the handler answers (ZFileDownload).
   */
  data: z.ZodType | null;
  /**
   * A download: on success the API answers the file itself with this media type, as an
   * attachment, instead of the JSON envelope. Refusals are still envelopes.
   */
  produces?: 'text/csv; charset=utf-8' | 'text/calendar; charset=utf-8' | 'application/pdf';
  successStatus?: 200 | 201;
  /** Behind a per-IP or per-account rate limit, so it may answer 429. */
  rateLimited?: boolean;
  /**
   * A guest form with the hidden `website` field: a submission that fills it is answered like a
   * success with a null id and stored nowhere.
   */
  honeypot?: boolean;
  /** Refusals besides validation (400), the access guard's 401/403 and 429. */
  errors?: readonly TErrorCode[];
}

export function defineOperation<const TOp extends TOperation>(operation: TOp): TOp {
  return operation;
}

/**
 * The builder of one documentation group's operations: the tag is named once
 * (common/operation-tags.ts) and every operation defined with the builder carries it.
 */
export function operationsTagged<const TTag extends string>(tag: TTag) {
  return <const TOp extends Omit<TOperation, 'tag'>>(
    operation: TOp,
  ): TOp & { readonly tag: TTag } => defineOperation({ ...operation, tag });
}

type OutputOf<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : undefined;
type InputOf<TSchema> = TSchema extends z.ZodType ? z.input<TSchema> : undefined;

/** What a successful call answers in `data`. */
export type TOperationData<TOp extends TOperation> = TOp['data'] extends z.ZodType
  ? z.output<TOp['data']>
  : null;

/** The parsed input a handler receives. */
export interface TOperationParsedInput<TOp extends TOperation> {
  params: OutputOf<TOp['params']>;
  query: OutputOf<TOp['query']>;
  body: OutputOf<TOp['body']>;
}

type KeysWith<TOp extends TOperation> = {
  [K in 'params' | 'query' | 'body']: TOp[K] extends z.ZodType ? K : never;
}['params' | 'query' | 'body'];

/** What a client sends: only the parts the operation declares. */
export type TOperationInput<TOp extends TOperation> = {
  [K in KeysWith<TOp>]: InputOf<TOp[K]>;
};

/** The URL below /api of a call, with its path parameters filled in and encoded. */
export function operationPath(operation: TOperation, params: Record<string, unknown> = {}): string {
  return operation.path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) {
      throw new Error(`${operation.method.toUpperCase()} ${operation.path} needs "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

const ACCESS_ERROR_CODES: Record<TApiAccess, readonly TErrorCode[]> = {
  public: [],
  publicWithSession: [],
  refreshSession: ['SESSION_EXPIRED'],
  signedIn: ['AUTHENTICATION_REQUIRED'],
  member: ['AUTHENTICATION_REQUIRED', 'ACCESS_DENIED'],
  staff: ['AUTHENTICATION_REQUIRED', 'ACCESS_DENIED'],
  admin: ['AUTHENTICATION_REQUIRED', 'ACCESS_DENIED'],
};

/** The accesses whose guard admits only signed-in accounts. */
const GUARDED_ACCESS: readonly TApiAccess[] = ['signedIn', 'member', 'staff', 'admin'];

/** Whether a signed-in account that must change its password is refused this operation. */
export function refusesTemporaryPassword(operation: TOperation): boolean {
  return GUARDED_ACCESS.includes(operation.access) && !operation.openWithTemporaryPassword;
}

/**
 * Every code an operation may answer: its own refusals, its access guard's, validation's when
 * it takes input, and the rate limit's.
 */
export function declaredErrorCodes(operation: TOperation): readonly TErrorCode[] {
  const takesInput = Boolean(operation.params ?? operation.query ?? operation.body);
  return [
    ...new Set<TErrorCode>([
      ...(takesInput ? (['VALIDATION_FAILED'] as const) : []),
      ...ACCESS_ERROR_CODES[operation.access],
      ...(refusesTemporaryPassword(operation) ? (['PASSWORD_CHANGE_REQUIRED'] as const) : []),
      ...(operation.actsForChild ? (['ACCESS_DENIED'] as const) : []),
      ...(operation.errors ?? []),
      ...(operation.rateLimited ? (['TOO_MANY_REQUESTS'] as const) : []),
    ]),
  ];
}
