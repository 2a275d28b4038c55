import {
  operationPath,
  ZApiEnvelope,
  type TOperation,
  type TOperationData,
  type TOperationInput,
} from '@academy/contracts';
import type { z } from 'zod';
import { apiClient } from './api-client';

/** The server answered a success whose `data` is missing where the operation promises some. */
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

/**
 * Calls one operation of the contracts: the path filled from `params`, the query and body sent
 * as typed, the answer's envelope parsed with the operation's `data` schema. A refusal rejects
 * with the HTTP client's error; `errorCodeOf` (api-error.ts) reads its code.
 */
export async function callOperation<TOp extends TOperation>(
  operation: TOp,
  ...[input]: keyof TOperationInput<TOp> extends never ? [] : [TOperationInput<TOp>]
): Promise<TOperationData<TOp>> {
  const parts: InputParts = input ?? {};
  const response = await apiClient.request<unknown>({
    method: operation.method,
    url: operationPath(operation, parts.params),
    params: parts.query,
    data: parts.body,
  });
  if (operation.data === null) return null as TOperationData<TOp>;
  const schema = operation.data as z.ZodType;
  const { data } = ZApiEnvelope(schema).parse(response.data);
  // Only an operation whose data schema admits null may answer without data.
  if (data === null && !schema.safeParse(null).success) throw new MissingDataError(operation);
  return data as TOperationData<TOp>;
}
