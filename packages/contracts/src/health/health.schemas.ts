import { z } from 'zod';

/** What GET /health reports: the process answers; it looks at nothing else. */
export const ZLivenessReport = z.object({
  status: z.literal('ok'),
  uptimeSeconds: z.number().int(),
});
export type TLivenessReport = z.infer<typeof ZLivenessReport>;

/** What GET /health/ready reports; the same report comes with a 503 when the database is down. */
export const ZHealthReport = z.object({
  status: z.enum(['ok', 'degraded']),
  uptimeSeconds: z.number().int(),
  database: z.object({
    kind: z.enum(['postgresql', 'embedded']),
    status: z.enum(['up', 'down']),
    latencyMs: z.number().nullable(),
  }),
});
export type THealthReport = z.infer<typeof ZHealthReport>;
