import { render, screen } from '@testing-library/react';
import toast from 'react-hot-toast';
import { describe, expect, it } from 'vitest';
import { DeferredToaster } from './DeferredToaster';

describe('DeferredToaster', () => {
  it('when a toast is raised before the container has loaded, then it shows once it has', async () => {
    render(<DeferredToaster />);
    expect(screen.queryByText('신청이 접수되었습니다')).not.toBeInTheDocument();
    toast.success('신청이 접수되었습니다');

    expect(await screen.findByText('신청이 접수되었습니다')).toBeInTheDocument();
  });
});
