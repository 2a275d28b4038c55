import { z } from 'zod';
import {
  ACTING_FOR_HEADER,
  API_OPERATIONS,
  declaredErrorCodes,
  ERROR_STATUS,
  ZApiEnvelope,
  ZApiFailureEnvelope,
  ZValidationErrorData,
  type TApiAccess,
  type TErrorCode,
  type TOperation,
} from '@academy/contracts';
import { cookieNames } from '../auth/auth-cookies.js';

type JsonSchema = z.core.JSONSchema.JSONSchema;
type SecurityRequirement = Record<string, string[]>;
type ErrorStatus = number;

interface OpenApiParameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

interface OpenApiResponse {
  description: string;
  headers?: Record<string, { description: string; schema: JsonSchema }>;
  content: Partial<
    Record<'application/json' | NonNullable<TOperation['produces']>, { schema: JsonSchema }>
  >;
}

export interface OpenApiOperation {
  tags: string[];
  summary: string;
  description: string;
  security: SecurityRequirement[];
  parameters?: OpenApiParameter[];
  requestBody?: { required: true; content: { 'application/json': { schema: JsonSchema } } };
  responses: Record<string, OpenApiResponse>;
}

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Partial<Record<TOperation['method'], OpenApiOperation>>>;
  components: {
    securitySchemes: Record<
      string,
      { type: 'apiKey'; in: 'cookie'; name: string; description: string }
    >;
  };
}

/**
 * Request schemas describe what a client sends (before defaults and coercion), response schemas
 * what the API sends. OpenAPI 3.1 schemas are JSON Schema 2020-12, zod's own target.
 */
function toSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const converted: JsonSchema = { ...z.toJSONSchema(schema, { io }) };
  delete converted.$schema;
  return converted;
}

function parametersOf(schema: z.ZodObject, location: 'path' | 'query'): OpenApiParameter[] {
  const { properties = {}, required = [] } = toSchema(schema, 'input');
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || required.includes(name),
    schema: typeof property === 'boolean' ? {} : property,
  }));
}

const WHO_MAY_CALL: Record<TApiAccess, string> = {
  public: 'Anyone; no session needed.',
  publicWithSession: 'Anyone; a staff session gets more detail.',
  refreshSession: 'Anyone holding the refresh cookie set at sign-in.',
  signedIn: 'Any signed-in account: members and staff.',
  member: 'Members only (staff get 403).',
  staff: 'Staff only: teachers and admins (members get 403).',
  admin: 'Admins only (teachers and members get 403).',
};

const HONEYPOT_NOTE =
  'A submission with the hidden `website` field filled is answered like a success with a null id and stored nowhere.';

const ACCESS_COOKIE = 'accessCookie';
const REFRESH_COOKIE = 'refreshCookie';

const SECURITY: Record<TApiAccess, SecurityRequirement[]> = {
  public: [],
  // The empty requirement makes the cookie optional.
  publicWithSession: [{}, { [ACCESS_COOKIE]: [] }],
  refreshSession: [{ [REFRESH_COOKIE]: [] }],
  signedIn: [{ [ACCESS_COOKIE]: [] }],
  member: [{ [ACCESS_COOKIE]: [] }],
  staff: [{ [ACCESS_COOKIE]: [] }],
  admin: [{ [ACCESS_COOKIE]: [] }],
};

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input or a refused value; `data.issues` names each invalid field.',
  401: 'Not signed in, or the session expired.',
  403: 'Not allowed for this account, or refused.',
  404: 'No such record (or not one the caller may see).',
  409: 'The record is not in a state that allows this.',
  413: 'The body is too large.',
  415: 'The body’s encoding is not supported.',
  423: 'Locked after too many wrong passwords.',
  429: 'Too many requests; try again later.',
  503: 'The database is unavailable; `data` holds the report.',
};

function jsonContent(schema: JsonSchema) {
  return { 'application/json': { schema } };
}

function errorResponse(
  status: ErrorStatus,
  operation: TOperation,
  codes: readonly TErrorCode[],
): OpenApiResponse {
  // A download's 503 is a plain refusal: its `data` schema describes the file, not the envelope.
  const data =
    status === 400
      ? ZValidationErrorData.nullable()
      : status === 503 && operation.data && !operation.produces
        ? operation.data
        : z.null();
  const codeList = codes.map((code) => `\`${code}\``).join(', ');
  return {
    description: `${ERROR_DESCRIPTIONS[status] ?? 'Refused.'} Codes: ${codeList}.`,
    content: jsonContent(toSchema(ZApiFailureEnvelope(data), 'output')),
  };
}

/** The envelope with `data`, or for a download the file itself as an attachment. */
function successResponse(operation: TOperation): OpenApiResponse {
  if (operation.produces) {
    return {
      description: 'Success; the file itself (refusals are still envelopes).',
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="…"',
          schema: { type: 'string' },
        },
      },
      content: { [operation.produces]: { schema: { type: 'string' } } },
    };
  }
  return {
    description: 'Success; `data` as below.',
    content: jsonContent(toSchema(ZApiEnvelope(operation.data ?? z.null()), 'output')),
  };
}

/** The codes an operation may answer, by status. */
function errorCodesByStatus(operation: TOperation): Map<number, TErrorCode[]> {
  const codes = declaredErrorCodes(operation);
  const byStatus = new Map<number, TErrorCode[]>();
  for (const code of new Set(codes)) {
    const status = ERROR_STATUS[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return byStatus;
}

/** docs/product/families.md: the child a guardian's call serves. */
const ACTING_FOR_PARAMETER: OpenApiParameter = {
  name: ACTING_FOR_HEADER,
  in: 'header',
  required: false,
  description:
    'A guardian making the call for one of their children: the child’s member id. Checked on every call; naming anyone else is refused (403).',
  schema: { type: 'integer', minimum: 1 },
};

function toOpenApiOperation(operation: TOperation): OpenApiOperation {
  const parameters = [
    ...(operation.params ? parametersOf(operation.params, 'path') : []),
    ...(operation.query ? parametersOf(operation.query, 'query') : []),
    ...(operation.actsForChild ? [ACTING_FOR_PARAMETER] : []),
  ];
  const responses: Record<string, OpenApiResponse> = {
    [operation.successStatus ?? 200]: successResponse(operation),
  };
  const errors = errorCodesByStatus(operation);
  for (const status of [...errors.keys()].sort((a, b) => a - b)) {
    responses[status] = errorResponse(status, operation, errors.get(status) ?? []);
  }
  const honeypotNote = operation.honeypot ? HONEYPOT_NOTE : undefined;
  const description = [
    `**Who may call:** ${WHO_MAY_CALL[operation.access]}`,
    operation.notes,
    honeypotNote,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    tags: [operation.tag],
    summary: operation.summary,
    description,
    security: SECURITY[operation.access],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(operation.body
      ? { requestBody: { required: true, content: jsonContent(toSchema(operation.body, 'input')) } }
      : {}),
    responses,
  };
}

/** Express `/contact/:id` is OpenAPI `/contact/{id}`. */
export function toOpenApiPath(expressPath: string): string {
  return expressPath.replace(/:(\w+)/g, '{$1}');
}

const API_DESCRIPTION = [
  'Every answer is the envelope `{ success, message, data }`; `message` is Korean or English per `Accept-Language`.',
  'Sessions are HttpOnly cookies set by `POST /auth/login`: sign in on the web app (or call login here) in the same browser and "Try it out" sends them.',
  'State-changing requests from a browser must come from the app’s own origin.',
].join('\n\n');

/**
 * The OpenAPI 3.1 description of every operation in API_OPERATIONS, with request and response
 * schemas generated from the zod contracts the routes validate with.
 */
export function buildOpenApiDocument(options: {
  basePath: string;
  secureCookies: boolean;
}): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const operation of API_OPERATIONS) {
    const path = toOpenApiPath(operation.path);
    paths[path] = { ...paths[path], [operation.method]: toOpenApiOperation(operation) };
  }
  const cookies = cookieNames(options.secureCookies);
  return {
    openapi: '3.1.0',
    info: { title: 'Drum Academy API', version: '1.0.0', description: API_DESCRIPTION },
    servers: [{ url: options.basePath }],
    tags: [...new Set(API_OPERATIONS.map((operation) => operation.tag))].map((name) => ({ name })),
    paths,
    components: {
      securitySchemes: {
        [ACCESS_COOKIE]: {
          type: 'apiKey',
          in: 'cookie',
          name: cookies.access,
          description: 'Access token, set by login and refresh.',
        },
        [REFRESH_COOKIE]: {
          type: 'apiKey',
          in: 'cookie',
          name: cookies.refresh,
          description: 'Refresh token, sent only to /api/auth.',
        },
      },
    },
  };
}
