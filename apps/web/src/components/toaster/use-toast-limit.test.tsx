import { act, render, screen } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { useToastLimit } from './use-toast-limit';

function VisibleToasts({ limit }: { limit: number }) {
  useToastLimit(limit);
  const visible = useToasterStore()
    .toasts.filter((item) => item.visible)
    .map((item) => item.message);
  return <output>{visible.join(',')}</output>;
}

afterEach(() => {
  act(() => toast.remove());
});

describe('useToastLimit', () => {
  it('when more toasts than the limit are raised, then only the newest stay visible', () => {
    render(<VisibleToasts limit={3} />);
    act(() => {
      for (const message of ['a', 'b', 'c', 'd', 'e']) toast.success(message);
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^e,d,c$/);
  });

  it('when the toasts fit within the limit, then none is dismissed', () => {
    render(<VisibleToasts limit={3} />);
    act(() => {
      toast.error('x');
      toast.success('y');
    });
    expect(screen.getByRole('status')).toHaveTextContent(/^y,x$/);
  });
});
