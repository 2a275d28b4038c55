import type { TDeletionRequest } from '@academy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { deletionRequest } from '@/test/deletion-requests';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { DeletionRequestSection } from './DeletionRequestSection';

const { get, post } = mockApiClient();

const choices = [
  { userId: 3, label: '나 (김엄마)' },
  { userId: 7, label: '자녀 김하늘' },
];

let requests: TDeletionRequest[] = [];

beforeEach(() => {
  requests = [];
  get.mockReset();
  post.mockReset();
  get.mockImplementation(answerGets({ '/users/me/deletion-requests': () => ({ requests }) }));
});

async function openDialog() {
  const user = setupUser();
  renderPage(<DeletionRequestSection choices={choices} />);
  await user.click(screen.getByRole('button', { name: '삭제 요청하기' }));
  const dialog = await screen.findByRole('dialog', { name: '개인정보 삭제를 요청할까요?' });
  return { user, dialog };
}

describe('DeletionRequestSection', () => {
  it('when the member picks a child and confirms, then the child’s id is sent, the dialog closes and the list shows the request', async () => {
    post.mockImplementation(() => {
      requests = [deletionRequest()];
      return Promise.resolve(envelope(deletionRequest(), '삭제 요청을 접수했습니다 (서버).'));
    });
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByLabelText('누구의 정보인가요'), '7');
    await user.click(within(dialog).getByRole('button', { name: '삭제 요청' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).toHaveBeenCalledWith('/users/me/deletion-requests', { userId: 7 });
    expect(await screen.findByText('김하늘 · 2026-11-30 · 처리 대기')).toBeInTheDocument();
  });

  it('when the member cancels, then nothing is sent', async () => {
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('when a request is already open, then the server’s refusal shows in the dialog, which stays open', async () => {
    post.mockRejectedValue(
      httpError(
        409,
        '이 회원의 삭제 요청이 이미 접수되어 있습니다 (서버).',
        'DELETION_REQUEST_OPEN',
      ),
    );
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: '삭제 요청' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '이 회원의 삭제 요청이 이미 접수되어 있습니다 (서버).',
    );
    expect(post).toHaveBeenCalledWith('/users/me/deletion-requests', { userId: 3 });
  });
});
