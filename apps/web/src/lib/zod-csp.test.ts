import { describe, expect, it, vi } from 'vitest';
import { makeZodJitless } from './zod-csp';

describe('makeZodJitless', () => {
  it('when set before zod loads, then zod runs without probing for eval', async () => {
    vi.resetModules();
    delete (globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig;
    makeZodJitless();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
  });

  it('when zod is already loaded, then its settings are changed in place', async () => {
    const { config } = await import('zod/v4/core');
    config({ jitless: false });
    makeZodJitless();
    expect(config().jitless).toBe(true);
  });
});
