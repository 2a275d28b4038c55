import {
  operationPath,
  ZApiEnvelope,
  type TOperation,
  type TOperationData,
  type TOperationInput,
} from '@academy/contracts';
import { z } from 'zod';
import { apiClient } from './api-client';

/** The server answered a success without the `data` its operation promises. */
export class MissingDataError extends Error {
  constructor(operation: TOperation) {
    super(`${operation.method.toUpperCase()} ${operation.path} answered without data`);
    this.name = 'MissingDataError';
  }
}

interface InputParts {
  params?: Record<string, unknown>;
  query?: unknown;
  body?: unknown;
}

type TOperationArgs<TOp extends TOperation> = keyof TOperationInput<TOp> extends never
  ? []
  : [TOperationInput<TOp>];

/**
 * Calls one operation of the contracts: the path filled from `params`, the query and body sent
 * as typed, the answer's envelope parsed with the operation's `data` schema. A refusal rejects
 * with the HTTP client's error; `errorCodeOf` (api-error.ts) reads its code.
 */
export async function callOperation<TOp extends TOperation>(
  operation: TOp,
  ...args: TOperationArgs<TOp>
): Promise<TOperationData<TOp>> {
  return dataOf(operation, await send(operation, ...args));
}

/**
 * `callOperation` plus the envelope's trimmed `message` (empty when none came), for screens
 * that show the server's own text, e.g. which of two outcomes a change had.
 */
export async function callOperationWithMessage<TOp extends TOperation>(
  operation: TOp,
  ...args: TOperationArgs<TOp>
): Promise<{ data: TOperationData<TOp>; message: string }> {
  const body = await send(operation, ...args);
  const parsed = ZEnvelopeMessage.safeParse(body);
  return {
    data: dataOf(operation, body),
    message: parsed.success ? parsed.data.message.trim() : '',
  };
}

const ZEnvelopeMessage = ZApiEnvelope(z.unknown());

async function send<TOp extends TOperation>(
  operation: TOp,
  ...[input]: TOperationArgs<TOp>
): Promise<unknown> {
  const parts: InputParts = input ?? {};
  const response = await apiClient.request<unknown>({
    method: operation.method,
    url: operationPath(operation, parts.params),
    params: parts.query,
    data: parts.body,
  });
  return response.data;
}

function dataOf<TOp extends TOperation>(operation: TOp, body: unknown): TOperationData<TOp> {
  if (operation.data === null) return null as TOperationData<TOp>;
  const schema: z.ZodType = operation.data;
  const { data } = ZApiEnvelope(schema).parse(body);
  // The envelope lets every `data` be null; only an operation whose schema allows null may.
  if (data === null && !schema.safeParse(null).success) throw new MissingDataError(operation);
  return data as TOperationData<TOp>;
}
