import { keyIssue, validationMessage } from '@academy/contracts';
import { screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderInKorean } from '@/test/render-route';
import { NOT_SENT, useForm } from './use-form';

vi.mock('react-hot-toast', () => ({ default: { success: vi.fn(), error: vi.fn() } }));

type TValues = { title: string; recurring: boolean; day: string };

const INITIAL: TValues = { title: '', recurring: false, day: '' };

/** A one-off needs its day; a series does not. */
const schema = z
  .object({
    title: z.string().min(1, { error: 'requiredItems' }),
    recurring: z.boolean(),
    day: z.string(),
  })
  .check((context) => {
    if (!context.value.recurring && context.value.day === '') {
      context.issues.push({ ...keyIssue('pastDateNotAllowed', ['day']), input: context.value.day });
    }
  });

type TProbeProps = {
  send: (body: TValues) => Promise<string | typeof NOT_SENT>;
  confirm?: (body: TValues) => boolean;
  onSent?: (result: string) => void;
};

function Probe({ send, confirm, onSent }: TProbeProps) {
  const form = useForm({
    initial: INITIAL,
    schema,
    errorDisplay: 'submit',
    linkedFields: { recurring: ['day'] },
    confirm,
    send,
    sentMessage: () => 'sent',
    onSent,
    failMessage: () => 'failed',
    announceSent: (message: string) => toast.success(message, { duration: 1 }),
    announceFailure: (message: string) => toast.error(message, { duration: 2 }),
  });
  return (
    <form aria-label="probe" noValidate onSubmit={form.onSubmit}>
      <input aria-label="title" {...form.field('title')} />
      <input
        aria-label="recurring"
        type="checkbox"
        checked={form.values.recurring}
        onChange={(event) => form.setValue('recurring', event.target.checked)}
      />
      <ul aria-label="errors">
        {Object.entries(form.errors).map(([name, message]) => (
          <li key={name}>{`${name}: ${message}`}</li>
        ))}
      </ul>
      <button type="button" onClick={() => form.reset({ ...INITIAL, title: 'again' })}>
        reset
      </button>
      <button type="submit">send</button>
    </form>
  );
}

const renderProbe = (props: TProbeProps) => renderInKorean(<Probe {...props} />);

const errorList = () => screen.getAllByRole('listitem').map((item) => item.textContent);

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('useForm', () => {
  it('when a submit is refused, then every error is listed, and editing a field clears its linked ones', async () => {
    const send = vi.fn();
    const user = renderProbe({ send });
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(errorList()).toEqual([
      `title: ${validationMessage('requiredItems', 'KOR')}`,
      `day: ${validationMessage('pastDateNotAllowed', 'KOR')}`,
    ]);
    await user.click(screen.getByLabelText('recurring'));
    expect(errorList()).toEqual([`title: ${validationMessage('requiredItems', 'KOR')}`]);
    expect(send).not.toHaveBeenCalled();
  });

  it('when the confirmation is declined, then nothing is sent', async () => {
    const send = vi.fn();
    const confirm = vi.fn().mockReturnValue(false);
    const user = renderProbe({ send, confirm });
    await user.type(screen.getByLabelText('title'), 'x');
    await user.click(screen.getByLabelText('recurring'));
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(confirm).toHaveBeenCalledWith({ title: 'x', recurring: true, day: '' });
    expect(send).not.toHaveBeenCalled();
  });

  it('when send answers NOT_SENT, then there is no toast and no onSent', async () => {
    const onSent = vi.fn();
    const user = renderProbe({ send: () => Promise.resolve(NOT_SENT), onSent });
    await user.type(screen.getByLabelText('title'), 'x');
    await user.click(screen.getByLabelText('recurring'));
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(onSent).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('when sent or failed, then the form tells it the way it was asked to', async () => {
    const onSent = vi.fn();
    const send = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValue('done');
    const user = renderProbe({ send, confirm: () => true, onSent });
    await user.type(screen.getByLabelText('title'), 'x');
    await user.click(screen.getByLabelText('recurring'));
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(toast.error).toHaveBeenCalledWith('failed', { duration: 2 });
    await user.click(screen.getByRole('button', { name: 'send' }));
    expect(toast.success).toHaveBeenCalledWith('sent', { duration: 1 });
    expect(onSent).toHaveBeenCalledWith('done');
  });

  it('when reset with values, then the form starts again from them without errors', async () => {
    const user = renderProbe({ send: vi.fn() });
    await user.click(screen.getByRole('button', { name: 'send' }));
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(screen.getByLabelText('title')).toHaveValue('again');
    expect(screen.queryAllByRole('listitem')).toEqual([]);
  });
});
