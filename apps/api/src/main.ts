// Entry point of `pnpm dev` and `pnpm start`: configuration, server, graceful shutdown.
import { ConfigError, loadConfig, readEnvironment, type Config } from './config/config.js';
import { createLogger } from './logger/logger.js';
import { startServer } from './server.js';

async function main(): Promise<void> {
  let config: Config;
  try {
    config = loadConfig(readEnvironment());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const running = await startServer(config, logger);
  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    running.server.closeIdleConnections();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

await main();
