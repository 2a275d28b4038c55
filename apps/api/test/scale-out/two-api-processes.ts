import { randomBytes } from 'node:crypto';
import { startApi, type ApiProcess } from '../api-process.js';
import { createScratchDatabase, type ScratchDatabase } from '../scratch-postgres.js';
import {
  PROXY_SOURCE_ADDRESS,
  startRoundRobinProxy,
  type RoundRobinProxy,
} from './round-robin-proxy.js';

export interface TwoProcessAcademy {
  databaseUrl: string;
  /** The round-robin proxy in front of both processes. */
  proxyUrl: string;
  /** Each process on its own port, for requests that must reach one of them. */
  processes: [ApiProcess, ApiProcess];
  stop(): Promise<void>;
}

const secret = () => randomBytes(48).toString('base64url');

/**
 * Two processes of the built API (`node apps/api/dist/main.js`) on one fresh PostgreSQL database
 * with the demo academy, both running the job workers and sharing the JWT secrets, behind a
 * round-robin proxy they trust for X-Forwarded-For. The first process migrates and seeds before
 * the second starts, as a rolling deploy does. Everything started is stopped by `stop()`, also
 * when the start fails half-way.
 */
export async function startTwoProcessAcademy(serverUrl: string): Promise<TwoProcessAcademy> {
  const started: ApiProcess[] = [];
  let database: ScratchDatabase | undefined;
  let proxy: RoundRobinProxy | undefined;
  const stop = async () => {
    await proxy?.close();
    await Promise.all(started.map((api) => stopApi(api)));
    await database?.drop();
  };
  try {
    database = await createScratchDatabase(serverUrl);
    const env = {
      DATABASE_URL: database.url,
      SEED_DEMO: 'true',
      JOBS_ENABLED: 'true',
      JWT_ACCESS_SECRET: secret(),
      JWT_REFRESH_SECRET: secret(),
      TRUST_PROXY: PROXY_SOURCE_ADDRESS,
    };
    // APP_ORIGIN names the proxy, but the proxy needs the processes' ports first: the origin
    // check only looks at requests with an Origin header, which this test never sends.
    started.push(await startApi(env, 'build'));
    started.push(await startApi(env, 'build'));
    const [first, second] = started as [ApiProcess, ApiProcess];
    proxy = await startRoundRobinProxy([first.baseUrl, second.baseUrl]);
    return { databaseUrl: database.url, proxyUrl: proxy.baseUrl, processes: [first, second], stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** SIGTERM (a graceful shutdown), then SIGKILL when the process is still there after 10 s. */
async function stopApi(api: ApiProcess): Promise<void> {
  const timer = setTimeout(() => void api.stop('SIGKILL'), 10_000);
  await api.stop('SIGTERM');
  clearTimeout(timer);
}
