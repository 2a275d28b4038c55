import { healthOperation } from '../common/operation-tags';
import { ZHealthReport, ZLivenessReport } from './health.schemas';

export const getHealth = healthOperation({
  method: 'get',
  path: '/health',
  summary: 'Liveness: the process answers',
  notes:
    'Touches no database, so a slow or absent database never makes a load balancer or ' +
    'orchestrator restart a process that is otherwise well. Readiness is `/health/ready`.',
  access: 'public',
  data: ZLivenessReport,
});

export const getReadiness = healthOperation({
  method: 'get',
  path: '/health/ready',
  summary: 'Readiness: the process and its database answer',
  notes: 'Runs `SELECT 1`; answers 503 with the same report in `data` when the database is down.',
  access: 'public',
  data: ZHealthReport,
  errors: ['SERVICE_UNAVAILABLE'],
});
