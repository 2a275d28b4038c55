import type { TLivenessReport, THealthReport } from '@academy/contracts';
import type { Database } from '../db/database.js';

export type HealthReport = THealthReport;

export interface HealthService {
  /** Liveness: the process answers. Touches nothing else, so it costs next to nothing. */
  live(): TLivenessReport;
  /** Readiness: the database answers `SELECT 1` too. */
  check(): Promise<HealthReport>;
}

export function createHealthService(database: Database): HealthService {
  return {
    live() {
      return { status: 'ok', uptimeSeconds: Math.round(process.uptime()) };
    },
    async check() {
      const started = performance.now();
      try {
        await database.prisma.$queryRaw`SELECT 1`;
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        return {
          status: 'ok',
          uptimeSeconds: Math.round(process.uptime()),
          database: { kind: database.kind, status: 'up', latencyMs },
        };
      } catch {
        return {
          status: 'degraded',
          uptimeSeconds: Math.round(process.uptime()),
          database: { kind: database.kind, status: 'down', latencyMs: null },
        };
      }
    },
  };
}
