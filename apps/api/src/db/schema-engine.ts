import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { SqlMigrationAwareDriverAdapterFactory } from '@prisma/driver-adapter-utils';
import { bindMigrationAwareSqlAdapterFactory } from '@prisma/driver-adapter-utils';
import * as engineBindings from '@prisma/schema-engine-wasm/schema_engine_bg';
import type { SchemaEngine } from '@prisma/schema-engine-wasm/schema_engine_bg';

// Prisma's native schema engine is a downloaded binary; its WebAssembly build ships inside the
// npm package, so migrations work offline and on embedded PGlite through a driver adapter.
let instantiated: Promise<void> | undefined;

function instantiateEngine(): Promise<void> {
  instantiated ??= (async () => {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve('@prisma/schema-engine-wasm'));
    const wasmBytes = readFileSync(path.join(packageDir, 'schema_engine_bg.wasm'));
    const { instance } = await WebAssembly.instantiate(wasmBytes, {
      './schema_engine_bg.js': engineBindings as unknown as WebAssembly.ModuleImports,
    });
    engineBindings.__wbg_set_wasm(instance.exports);
    const start = instance.exports.__wbindgen_start;
    if (typeof start === 'function') start();
  })();
  return instantiated;
}

export interface SchemaFile {
  path: string;
  content: string;
}

export interface BoundEngine {
  engine: SchemaEngine;
  /** Engine errors arrive as "External error id#N"; this turns them into the driver's message. */
  explain(error: unknown): Error;
  /** Frees the engine and closes every connection it opened. */
  dispose(): Promise<void>;
}

type TDisposable = { dispose(): Promise<void> };

/**
 * The engine opens its connections through the factory and never closes them: on PostgreSQL the
 * pool kept the connection that took Prisma's migration lock (a session advisory lock) for its
 * 10 s idle timeout, so the next start or migration within that time waited for it.
 */
function trackingConnections(factory: SqlMigrationAwareDriverAdapterFactory) {
  const opened: TDisposable[] = [];
  const track = async <T extends TDisposable>(connecting: Promise<T>) => {
    const adapter = await connecting;
    opened.push(adapter);
    return adapter;
  };
  const tracked: SqlMigrationAwareDriverAdapterFactory = {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: () => track(factory.connect()),
    connectToShadowDb: () => track(factory.connectToShadowDb()),
  };
  const closeAll = async () => {
    await Promise.all(opened.splice(0).map((adapter) => adapter.dispose()));
  };
  return { tracked, closeAll };
}

export async function createSchemaEngine(
  factory: SqlMigrationAwareDriverAdapterFactory,
  schemaFiles: SchemaFile[],
): Promise<BoundEngine> {
  await instantiateEngine();
  const { tracked, closeAll } = trackingConnections(factory);
  // The engine calls the factory's methods unbound and expects Result-wrapped values.
  const bound = bindMigrationAwareSqlAdapterFactory(tracked);
  const engine = await engineBindings.SchemaEngine.new(
    { datamodels: schemaFiles.map((file) => [file.path, file.content]) },
    () => undefined,
    bound,
  );
  return {
    engine,
    explain(error) {
      const text = error instanceof Error ? error.message : String(error);
      const id = /External error id#(\d+)/.exec(text)?.[1];
      const cause = id === undefined ? undefined : bound.errorRegistry.consumeError(Number(id));
      if (cause === undefined) return error instanceof Error ? error : new Error(text);
      const detail = JSON.stringify(cause.error);
      return new Error(`${text}: ${detail}`);
    },
    async dispose() {
      engine.free();
      await closeAll();
    },
  };
}
