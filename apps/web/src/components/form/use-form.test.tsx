import { act, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { useForm } from './use-form';
import type { TFormOptions } from './use-form';

const ZNote = z.object({ note: z.string().min(1) });

type TNoteOptions = Partial<TFormOptions<{ note: string }, typeof ZNote, void>>;

function renderNoteForm(options: TNoteOptions) {
  return renderHook(
    () =>
      useForm({
        initial: { note: 'hello' },
        schema: ZNote,
        send: () => Promise.resolve(),
        failMessage: () => 'failed',
        ...options,
      }),
    { wrapper: LanguageProvider },
  );
}

function submitEvent() {
  return {
    preventDefault: () => undefined,
    currentTarget: document.createElement('form'),
  } as unknown as FormEvent<HTMLFormElement>;
}

async function submit(result: {
  current: { onSubmit: (event: FormEvent<HTMLFormElement>) => void };
}) {
  await act(async () => {
    result.current.onSubmit(submitEvent());
    await Promise.resolve();
  });
}

describe('useForm', () => {
  it('when onSent returns a promise, then the form stays pending until it settles', async () => {
    let finish: () => void = () => undefined;
    const { result } = renderNoteForm({
      onSent: () => new Promise<void>((resolve) => (finish = resolve)),
    });
    await submit(result);
    expect(result.current.pending).toBe(true);
    await act(async () => finish());
    expect(result.current.pending).toBe(false);
  });

  it('when the form announces its own way, then no default toast is shown', async () => {
    const success = vi.spyOn(toast, 'success');
    const announceSent = vi.fn();
    const { result } = renderNoteForm({ sentMessage: () => 'sent', announceSent });
    await submit(result);
    expect(announceSent).toHaveBeenCalledWith('sent');
    expect(success).not.toHaveBeenCalled();
  });

  it('when a send fails, then the alert shows, the failure is announced and onFailed runs', async () => {
    const error = new Error('refused');
    const announceFailure = vi.fn();
    const onFailed = vi.fn();
    const { result } = renderNoteForm({
      send: () => Promise.reject(error),
      announceFailure,
      onFailed,
    });
    await submit(result);
    expect(result.current.failure).toBe('failed');
    expect(announceFailure).toHaveBeenCalledWith('failed');
    expect(onFailed).toHaveBeenCalledWith(error);
  });
});
