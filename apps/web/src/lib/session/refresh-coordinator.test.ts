import { describe, expect, it, vi } from 'vitest';
import { createRefreshCoordinator } from './refresh-coordinator';

function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: unknown) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setup() {
  let now = 0;
  const pending: Array<ReturnType<typeof deferred<number>>> = [];
  const refresh = vi.fn(() => {
    const call = deferred<number>();
    pending.push(call);
    return call.promise;
  });
  const coordinator = createRefreshCoordinator({ refresh, now: () => now, reuseWindowMs: 500 });
  /** A run whose refresh call, if it makes one, answers `expiresAt`. */
  const runAnswering = (expiresAt: number) => {
    const run = coordinator.run();
    pending.at(-1)?.resolve(expiresAt);
    return run;
  };
  return { coordinator, refresh, pending, runAnswering, advance: (ms: number) => (now += ms) };
}

describe('createRefreshCoordinator', () => {
  it('when callers ask at the same time, then they share one refresh call', async () => {
    const { coordinator, refresh, pending } = setup();
    const first = coordinator.run();
    const second = coordinator.run();
    pending[0]?.resolve(1000);
    await expect(Promise.all([first, second])).resolves.toEqual([1000, 1000]);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when a refresh succeeded under 500 ms ago, then its answer is reused', async () => {
    const { coordinator, refresh, runAnswering, advance } = setup();
    await runAnswering(1000);
    advance(499);
    await expect(coordinator.run()).resolves.toBe(1000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('when the last refresh is older than the window, then a new call is made', async () => {
    const { refresh, runAnswering, advance } = setup();
    await runAnswering(1000);
    advance(500);
    await expect(runAnswering(2000)).resolves.toBe(2000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('when the refresh fails, then every waiting caller sees it and the next run tries again', async () => {
    const { coordinator, refresh, pending, runAnswering } = setup();
    const first = coordinator.run();
    const second = coordinator.run();
    pending[0]?.reject(new Error('401'));
    await expect(first).rejects.toThrow('401');
    await expect(second).rejects.toThrow('401');

    await expect(runAnswering(3000)).resolves.toBe(3000);
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('when reset, then a recent success is not reused', async () => {
    const { coordinator, refresh, runAnswering } = setup();
    await runAnswering(1000);
    coordinator.reset();
    void coordinator.run();
    expect(refresh).toHaveBeenCalledTimes(2);
  });
});
