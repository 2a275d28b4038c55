import { z } from 'zod';

/** What GET /health reports; the same report comes with a 503 when the database is down. */
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
