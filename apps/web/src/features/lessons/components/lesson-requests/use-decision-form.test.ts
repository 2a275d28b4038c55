import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDecisionForm } from './use-decision-form';

describe('useDecisionForm', () => {
  it('when nothing is being sent, then the form is not pending', () => {
    const { result } = renderHook(() => useDecisionForm(false));
    expect(result.current.pending).toBe(false);
    expect(result.current.formId).not.toBe('');
  });

  it('when the mutation is under way, then the form is pending', () => {
    const { result } = renderHook(() => useDecisionForm(true));
    expect(result.current.pending).toBe(true);
  });

  it('when a send is still announcing its outcome, then the form stays pending', async () => {
    const { result } = renderHook(() => useDecisionForm(false));
    let finish: () => void = () => undefined;
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(result.current.pending).toBe(true);
    await act(async () => {
      finish();
      await running;
    });
    expect(result.current.pending).toBe(false);
  });
});
