import { z } from 'zod';
import { ZErrorCode, type TErrorCode } from './error-codes';

/** Every API response is wrapped this way (docs/product/api.md). */
export function ZApiEnvelope<TData extends z.ZodType>(dataSchema: TData) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: dataSchema.nullable(),
  });
}

export type TApiEnvelope<T> = { success: boolean; message: string; data: T | null };

/** A refusal: the envelope with `success: false` and the reason's code beside the message. */
export function ZApiFailureEnvelope<TData extends z.ZodType>(dataSchema: TData) {
  return z.object({
    success: z.literal(false),
    message: z.string(),
    data: dataSchema,
    code: ZErrorCode,
  });
}

export type TApiFailureEnvelope<T = unknown> = {
  success: false;
  message: string;
  data: T | null;
  code: TErrorCode;
};

export const ZValidationIssue = z.object({ path: z.string(), message: z.string() });
export type TValidationIssue = z.infer<typeof ZValidationIssue>;

export const ZValidationErrorData = z.object({ issues: z.array(ZValidationIssue) });
export type TValidationErrorData = z.infer<typeof ZValidationErrorData>;

export const ZValidationErrorEnvelope = ZApiEnvelope(ZValidationErrorData);
export type TValidationErrorEnvelope = z.infer<typeof ZValidationErrorEnvelope>;

export function successEnvelope<T>(data: T, message = ''): TApiEnvelope<T> {
  return { success: true, message, data };
}

export function failureEnvelope<T = null>(
  code: TErrorCode,
  message: string,
  data: T | null = null,
): TApiFailureEnvelope<T> {
  return { success: false, message, data, code };
}
