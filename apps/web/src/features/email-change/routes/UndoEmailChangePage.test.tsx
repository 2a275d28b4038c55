import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderRoutes } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { UndoEmailChangePage } from './UndoEmailChangePage';

const { get, post } = mockApiClient();
const TOKEN = 'u'.repeat(43);

const PAGE = '/email-change/undo';

/** The page as the notice's link opens it, for a visitor not signed in. */
function renderAt() {
  renderRoutes([{ path: PAGE, element: <UndoEmailChangePage /> }], `${PAGE}#token=${TOKEN}`);
  return { user: setupUser() };
}

beforeEach(() => {
  get.mockReset().mockRejectedValue(httpError(401));
  post.mockReset();
});

describe('UndoEmailChangePage', () => {
  it('when the link is opened, then it says what the button does and sends nothing yet', async () => {
    renderAt();
    expect(
      await screen.findByRole('heading', { level: 1, name: '이메일 변경 취소' }),
    ).toBeVisible();
    expect(screen.getByText(/모든 기기에서 로그아웃합니다/)).toBeVisible();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the button is pressed, then the token is sent and the outcome the server names shows', async () => {
    const restored =
      '이메일을 old@example.com(으)로 되돌리고 모든 기기에서 로그아웃했습니다. 본인이 변경하지 않았다면 비밀번호도 재설정해주세요.';
    post.mockResolvedValueOnce(
      envelope({ outcome: 'restored', email: 'old@example.com' }, restored),
    );
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: '이메일 변경 취소' }));
    expect(post).toHaveBeenCalledWith('/users/email/undo', { token: TOKEN });
    expect(await screen.findByRole('status')).toHaveTextContent(restored);
  });

  it('when the link was used already, then the server’s refusal shows', async () => {
    post.mockRejectedValueOnce(
      httpError(400, '사용할 수 없는 링크입니다.', 'EMAIL_CHANGE_LINK_INVALID'),
    );
    const { user } = renderAt();
    await user.click(await screen.findByRole('button', { name: '이메일 변경 취소' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('사용할 수 없는 링크입니다.');
  });
});
