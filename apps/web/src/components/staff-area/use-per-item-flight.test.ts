import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePerItemFlight } from './use-per-item-flight';

function deferred() {
  let resolve: () => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type TFlight = { current: ReturnType<typeof usePerItemFlight> };

/** Runs `task` for item `id` as one press does; the run's promise comes back. */
function press(flight: TFlight, id: number, task: () => Promise<void>) {
  let running: Promise<void> = Promise.resolve();
  act(() => {
    running = flight.current.run(id, task);
  });
  return running;
}

describe('usePerItemFlight', () => {
  it('when a task runs, then its item is busy until it settles', async () => {
    const { result } = renderHook(() => usePerItemFlight());
    const task = deferred();
    const running = press(result, 7, () => task.promise);
    expect(result.current.busyIds).toEqual([7]);
    await act(async () => {
      task.resolve();
      await running;
    });
    expect(result.current.busyIds).toEqual([]);
  });

  it('when an item is pressed again while busy, then the second task does not run', async () => {
    const { result } = renderHook(() => usePerItemFlight());
    const task = deferred();
    const second = vi.fn(() => Promise.resolve());
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(7, () => task.promise);
      void result.current.run(7, second);
    });
    expect(second).not.toHaveBeenCalled();
    await act(async () => {
      task.resolve();
      await running;
    });
  });

  it('when another item is pressed meanwhile, then both run', async () => {
    const { result } = renderHook(() => usePerItemFlight());
    const first = deferred();
    const second = deferred();
    let running: Promise<void>[] = [];
    act(() => {
      running = [
        result.current.run(1, () => first.promise),
        result.current.run(2, () => second.promise),
      ];
    });
    expect(result.current.busyIds).toEqual([1, 2]);
    await act(async () => {
      first.resolve();
      second.resolve();
      await Promise.all(running);
    });
    expect(result.current.busyIds).toEqual([]);
  });

  it('when a task fails, then its item is free again and the failure reaches the caller', async () => {
    const { result } = renderHook(() => usePerItemFlight());
    const task = deferred();
    const running = press(result, 7, () => task.promise);
    await act(async () => {
      task.reject(new Error('offline'));
      await expect(running).rejects.toThrow('offline');
    });
    expect(result.current.busyIds).toEqual([]);
  });
});
