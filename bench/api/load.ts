// One autocannon run against one endpoint, reduced to the figures the report prints.
import autocannon from 'autocannon';

interface ScenarioBase {
  /** As printed, e.g. "GET /api/contact/public". */
  name: string;
  /** Fewer connections than the run's, when the endpoint itself forbids more (see scenarios). */
  connections?: number;
  /** What the endpoint must reach (docs/performance.md "Targets"); none for login and writes. */
  target?: Target;
}

/** A floor on throughput as a share of the bare handler's, and a ceiling on p99 latency. */
export interface Target {
  minRatio: number;
  maxP99Ms: number;
}

/** One request, sent again and again on every connection. */
export interface RequestScenario extends ScenarioBase {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  /** A fixed JSON body, or a function giving a fresh one for every request. */
  body?: string | (() => string);
}

/**
 * Requests sent in turn on every connection, e.g. a write and the request that undoes it.
 * autocannon gives each connection a context that lives for one round of the sequence.
 */
export interface SequenceScenario extends ScenarioBase {
  sequence: autocannon.Request[];
}

export type Scenario = RequestScenario | SequenceScenario;

export interface Measurement {
  name: string;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p97_5: number;
  p99: number;
  requests: number;
  non2xx: number;
  /** Connection errors and timeouts (no answer at all). */
  errors: number;
  /** Status codes other than 2xx with their counts, e.g. { "409": 3 }. */
  refusals: Record<string, number>;
  target?: Target;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
}

function toRequest(scenario: RequestScenario): autocannon.Request {
  const headers = { ...scenario.headers };
  const { body } = scenario;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const request: autocannon.Request = { method: scenario.method, path: scenario.path, headers };
  if (typeof body === 'string') request.body = body;
  // autocannon calls setupRequest before every request it sends, so each one gets its own body.
  if (typeof body === 'function') request.setupRequest = (req) => ({ ...req, body: body() });
  return request;
}

function refusalsOf(result: autocannon.Result): Record<string, number> {
  const refusals: Record<string, number> = {};
  for (const [status, stats] of Object.entries(result.statusCodeStats ?? {})) {
    if (!status.startsWith('2')) refusals[status] = stats.count ?? 0;
  }
  return refusals;
}

export async function measure(
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<Measurement> {
  const connections = Math.min(scenario.connections ?? options.connections, options.connections);
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: options.durationSeconds,
    requests: 'sequence' in scenario ? scenario.sequence : [toRequest(scenario)],
  });
  return {
    name:
      connections < options.connections
        ? `${scenario.name} (${connections} connections)`
        : scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    refusals: refusalsOf(result),
    ...(scenario.target ? { target: scenario.target } : {}),
  };
}
