import type { z } from 'zod';

/** Test helper: the issue messages (catalogue keys) a schema reports for `input`, in order. */
export function issueKeys(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

export function firstIssueKey(schema: z.ZodType, input: unknown): string | undefined {
  return issueKeys(schema, input)[0];
}

/** Test helper: issues as "path: key" so the failing field is visible in assertions. */
export function issuesByPath(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}
