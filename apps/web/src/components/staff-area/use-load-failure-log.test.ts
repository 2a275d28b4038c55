import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/test/console-guard';
import { useLoadFailureLog } from './use-load-failure-log';

describe('useLoadFailureLog', () => {
  it('when nothing failed, then nothing is logged', () => {
    renderHook(() => useLoadFailureLog(null, 'Loading failed'));
    expect(console.error).not.toHaveBeenCalled();
  });

  it('when a load fails, then it is logged once however often the screen renders', () => {
    expectConsoleError('Loading failed Error: offline');
    const error = new Error('offline');
    const { rerender } = renderHook(({ failure }) => useLoadFailureLog(failure, 'Loading failed'), {
      initialProps: { failure: error as Error | null },
    });
    rerender({ failure: error });
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(console.error).toHaveBeenCalledWith('Loading failed', error);
  });

  it('when a later load fails again, then that failure is logged too', () => {
    expectConsoleError('Loading failed Error: first');
    expectConsoleError('Loading failed Error: second');
    const { rerender } = renderHook(({ failure }) => useLoadFailureLog(failure, 'Loading failed'), {
      initialProps: { failure: new Error('first') as Error | null },
    });
    rerender({ failure: null });
    rerender({ failure: new Error('second') });
    expect(console.error).toHaveBeenCalledTimes(2);
  });
});
