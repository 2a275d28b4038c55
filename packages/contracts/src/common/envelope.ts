import { z } from 'zod';

/** Every API response is wrapped this way (SPEC §7). */
export function ZApiEnvelope<TData extends z.ZodType>(dataSchema: TData) {
  return z.object({
    success: z.boolean(),
    message: z.string(),
    data: dataSchema.nullable(),
  });
}

export type TApiEnvelope<T> = { success: boolean; message: string; data: T | null };

export const ZValidationIssue = z.object({ path: z.string(), message: z.string() });
export type TValidationIssue = z.infer<typeof ZValidationIssue>;

export const ZValidationErrorData = z.object({ issues: z.array(ZValidationIssue) });
export type TValidationErrorData = z.infer<typeof ZValidationErrorData>;

export const ZValidationErrorEnvelope = ZApiEnvelope(ZValidationErrorData);
export type TValidationErrorEnvelope = z.infer<typeof ZValidationErrorEnvelope>;

export function successEnvelope<T>(data: T, message = ''): TApiEnvelope<T> {
  return { success: true, message, data };
}

export function failureEnvelope<T = null>(message: string, data: T | null = null): TApiEnvelope<T> {
  return { success: false, message, data };
}
