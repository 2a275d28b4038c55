import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient } from '../src/generated/prisma/client.js';

/** One SQL statement as Prisma sent it, with its parameters. */
export interface CapturedQuery {
  sql: string;
  params: unknown[];
}

/** A node of a PostgreSQL plan that reads a table or an index. */
export interface TableRead {
  node: string;
  relation: string;
  index: string | null;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

function tableReads(plan: PlanNode): TableRead[] {
  const own = plan['Relation Name']
    ? [
        {
          node: plan['Node Type'],
          relation: plan['Relation Name'],
          index: plan['Index Name'] ?? null,
        },
      ]
    : [];
  return [...own, ...(plan.Plans ?? []).flatMap(tableReads)];
}

/** A Prisma client on `url` that records every statement it sends into `captured`. */
export function capturingPrismaClient(url: string, captured: CapturedQuery[]): PrismaClient {
  const client = new PrismaClient({
    adapter: new PrismaPg({ connectionString: url }),
    log: [{ emit: 'event', level: 'query' }],
  });
  client.$on('query', (event) => {
    captured.push({ sql: event.query, params: JSON.parse(event.params) as unknown[] });
  });
  return client;
}

/** Only reads have a plan worth checking; Prisma also logs COMMIT and the like. */
export function isRead(query: CapturedQuery): boolean {
  return /^\s*(SELECT|WITH)\b/i.test(query.sql);
}

/**
 * The tables the planner reads for the statement, and how: EXPLAIN (not ANALYZE, nothing
 * runs) with the statement's own parameters, so PostgreSQL plans it as it did for the app.
 */
export async function explainReads(client: pg.Client, query: CapturedQuery): Promise<TableRead[]> {
  const result = await client.query<{ 'QUERY PLAN': { Plan: PlanNode }[] }>(
    `EXPLAIN (FORMAT JSON) ${query.sql}`,
    query.params,
  );
  const [row] = result.rows;
  return row ? row['QUERY PLAN'].flatMap((entry) => tableReads(entry.Plan)) : [];
}
