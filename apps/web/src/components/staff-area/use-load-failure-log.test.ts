import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLoadFailureLog } from './use-load-failure-log';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useLoadFailureLog', () => {
  it('when nothing failed, then nothing is logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderHook(() => useLoadFailureLog(null, 'Loading failed'));
    expect(log).not.toHaveBeenCalled();
  });

  it('when a load fails, then it is logged once however often the screen renders', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('offline');
    const { rerender } = renderHook(({ failure }) => useLoadFailureLog(failure, 'Loading failed'), {
      initialProps: { failure: error as Error | null },
    });
    rerender({ failure: error });
    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('Loading failed', error);
  });

  it('when a later load fails again, then that failure is logged too', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = renderHook(({ failure }) => useLoadFailureLog(failure, 'Loading failed'), {
      initialProps: { failure: new Error('first') as Error | null },
    });
    rerender({ failure: null });
    rerender({ failure: new Error('second') });
    expect(log).toHaveBeenCalledTimes(2);
  });
});
