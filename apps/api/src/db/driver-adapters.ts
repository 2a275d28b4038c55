import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import {
  DriverAdapterError,
  type SqlDriverAdapter,
  type SqlMigrationAwareDriverAdapterFactory,
} from '@prisma/driver-adapter-utils';
import { PrismaPGlite } from 'pglite-prisma-adapter';

// Both adapters mishandle migration scripts. Prisma's pg adapter splits a script at every ";",
// which cuts PL/pgSQL bodies (trigger functions, DO blocks) apart; the PGlite adapter does not
// wait for the script, so a failing migration was recorded as applied. Here a script is sent
// whole in one simple query, as Prisma's native engine does, and awaited: PostgreSQL then runs it
// as one implicit transaction, so a migration either applies completely or leaves no trace.

function stringField(error: object, key: string): string | undefined {
  const value: unknown = (error as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : undefined;
}

/** A database error as the schema engine reports it (message, detail and hint kept). */
function asDriverAdapterError(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const code = stringField(error, 'code');
  if (code === undefined) return error;
  return new DriverAdapterError({
    kind: 'postgres',
    code,
    severity: stringField(error, 'severity') ?? 'ERROR',
    message: error.message,
    detail: stringField(error, 'detail'),
    column: stringField(error, 'column'),
    hint: stringField(error, 'hint'),
  });
}

function runScriptsWith(adapter: SqlDriverAdapter, run: (script: string) => Promise<unknown>) {
  adapter.executeScript = async (script) => {
    try {
      await run(script);
    } catch (error) {
      throw asDriverAdapterError(error);
    }
  };
  return adapter;
}

/** Prisma's PostgreSQL adapter; migration scripts run whole. */
export function createPostgresAdapter(
  connectionString: string,
): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPg({ connectionString });
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    async connect() {
      const adapter = await factory.connect();
      const pool = adapter.underlyingDriver();
      return runScriptsWith(adapter, (script) => pool.query(script));
    },
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}

/** The embedded database's adapter; migration scripts run whole. */
export function createEmbeddedAdapter(pglite: PGlite): SqlMigrationAwareDriverAdapterFactory {
  const factory = new PrismaPGlite(pglite);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => runScriptsWith(await factory.connect(), (script) => pglite.exec(script)),
    connectToShadowDb: () => factory.connectToShadowDb(),
  };
}
