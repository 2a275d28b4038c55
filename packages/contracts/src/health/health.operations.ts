import { defineOperation } from '../common/operation';
import { ZHealthReport } from './health.schemas';

export const getHealth = defineOperation({
  method: 'get',
  path: '/health',
  tag: 'Health',
  summary: 'Service and database health',
  notes: 'Answers 503 with the same report in `data` when the database is down.',
  access: 'public',
  data: ZHealthReport,
});
