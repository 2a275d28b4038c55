import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { deletionRequest } from '@/test/deletion-requests';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { StaffDeletionRequestsPanel } from './StaffDeletionRequestsPanel';

const { get, patch } = mockApiClient();

const open = deletionRequest({ id: 4 });

beforeEach(() => {
  get.mockReset();
  patch.mockReset();
  get.mockImplementation(answerGets({ '/deletion-requests': () => ({ requests: [open] }) }));
  patch.mockResolvedValue(envelope({ ...open, state: 'completed' }, '처리했습니다 (서버).'));
});

async function openDecision(button: string) {
  const user = setupUser();
  renderPage(<StaffDeletionRequestsPanel />);
  expect(await screen.findByText('김하늘 회원 · 요청: 김엄마 · 2026-11-30')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: button }));
  return { user, dialog: await screen.findByRole('dialog') };
}

describe('StaffDeletionRequestsPanel', () => {
  it('when staff confirm that the member leaves, then the completion is sent', async () => {
    const { user, dialog } = await openDecision('탈퇴 처리 김하늘');
    await user.click(within(dialog).getByRole('button', { name: '탈퇴 처리' }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/deletion-requests/4/complete'));
  });

  it('when staff decline without a reason, then nothing is sent; with one, the reason is sent', async () => {
    const { user, dialog } = await openDecision('반려 김하늘');
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    expect(patch).not.toHaveBeenCalled();
    await user.type(within(dialog).getByLabelText(/반려 사유/), '수강료 정산 후');
    await user.click(within(dialog).getByRole('button', { name: '반려' }));
    await waitFor(() =>
      expect(patch).toHaveBeenCalledWith('/deletion-requests/4/decline', {
        reason: '수강료 정산 후',
      }),
    );
  });
});
