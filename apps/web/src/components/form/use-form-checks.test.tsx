import { keyIssue, validationMessage } from '@academy/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInKorean } from '@/test/render-route';
import type { TFormValidation } from '@/lib/validate-form';
import { useForm } from './use-form';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

type TValues = { title: string };

/** Like an edit that sends only changes: nothing changed is an error on no field. */
const schema = z.object({ title: z.string() }).check((context) => {
  if (context.value.title === 'stored')
    context.issues.push({ ...keyIssue('nothingToUpdate'), input: context.value });
});

type TProbeProps = {
  send: (body: TValues) => Promise<string>;
  validate?: (values: TValues) => TFormValidation<TValues>;
  onRefused?: (values: TValues) => void;
};

function Probe({ send, validate, onRefused }: TProbeProps) {
  const form = useForm({
    initial: { title: 'stored' },
    schema,
    validate,
    onRefused,
    errorDisplay: 'submit',
    editClearsAlert: true,
    send,
    failMessage: () => 'failed',
  });
  return (
    <form aria-label="probe" noValidate onSubmit={form.onSubmit}>
      <p role="alert">{form.formError ?? form.failure}</p>
      <input aria-label="title" {...form.field('title')} />
      <button type="submit">send</button>
    </form>
  );
}

const renderProbe = (props: TProbeProps) => renderInKorean(<Probe {...props} />);

describe('useForm checks', () => {
  it('when the body as a whole is refused or the send fails, then the alert says so until any edit', async () => {
    const send = vi.fn().mockRejectedValue(new Error('down'));
    const user = renderProbe({ send });
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      validationMessage('nothingToUpdate', 'KOR'),
    );
    expect(send).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('title'), '!');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'send' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('failed'));
    await user.type(screen.getByLabelText('title'), '?');
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('when the form checks its values itself, then its check decides and a refusal is its to tell', async () => {
    const send = vi.fn().mockResolvedValue('done');
    const onRefused = vi.fn();
    const validate = (values: TValues): TFormValidation<TValues> =>
      values.title === 'ok' ? { success: true, data: values } : { success: false, errors: {} };
    const user = renderProbe({ send, validate, onRefused });
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(onRefused).toHaveBeenCalledWith({ title: 'stored' });
    expect(screen.getByRole('button', { name: 'send' })).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('title'));
    await user.type(screen.getByLabelText('title'), 'ok');
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(send).toHaveBeenCalledWith({ title: 'ok' });
  });
});
