import { createElement, lazy } from 'react';
import type { ComponentType } from 'react';

/** docs/product/errors.md: a page chunk that has not arrived after 120 s counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

export class ChunkLoadError extends Error {
  readonly chunk: string;

  constructor(chunk: string, cause?: unknown) {
    super(`Failed to load the "${chunk}" chunk`, { cause });
    this.name = 'ChunkLoadError';
    this.chunk = chunk;
  }
}

async function loadWithTimeout<T>(load: () => Promise<T>, chunk: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk)), CHUNK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([load(), timeout]);
  } catch (error) {
    throw error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk, error);
  } finally {
    clearTimeout(timer);
  }
}

type TModuleLoader = () => Promise<unknown>;

// Modules that preloadModule has seen arrive, by their loader.
const arrived = new Map<TModuleLoader, unknown>();

/**
 * Loads a page's module ahead of its first render. A page whose module has arrived renders at
 * once instead of suspending for a frame: the first paint is the page, never the loading state
 * in between (and a prerendered copy is replaced by the same page, see main.tsx).
 */
export async function preloadModule(load: TModuleLoader): Promise<void> {
  arrived.set(load, await load());
}

/** React.lazy for a named page export; the export name doubles as the chunk name in errors. */
export function lazyPage<TName extends string, TModule extends Record<TName, ComponentType>>(
  load: () => Promise<TModule>,
  name: TName,
) {
  const LazyPage = lazy<ComponentType>(async () => {
    const module = await loadWithTimeout(load, name);
    return { default: module[name] };
  });
  function Page() {
    const module = arrived.get(load) as TModule | undefined;
    return createElement(module ? module[name] : LazyPage);
  }
  Page.displayName = `Lazy(${name})`;
  return Page;
}
