import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { memberRow } from '@/test/staff-users';
import { setupUser } from '@/test/user';
import { StaffMembersPage } from '../routes/StaffMembersPage';

const { get, post } = mockApiClient();

const student = memberRow({ userId: 7, name: '김하늘' }, { guardian: null });

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation(
    answerGets({
      '/users': () => ({
        users: [student],
        pagination: { total: 1, totalPages: 1, page: 1, limit: 1000 },
      }),
      '/users/7/checkin-code': () => ({ userId: 7, code: '4821' }),
    }),
  );
});

describe('CheckinCodeModal', () => {
  it('when staff open a member’s check-in code and make a new one, then the new code replaces the old in the dialog', async () => {
    post.mockResolvedValue(envelope({ userId: 7, code: '0357' }, '새 체크인 코드를 만들었습니다.'));
    const user = setupUser();
    renderPage(<StaffMembersPage />, '/admin/users');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    await user.click(within(table).getByRole('button', { name: '김하늘 체크인 코드' }));
    const dialog = await screen.findByRole('dialog', { name: '김하늘 체크인 코드' });
    expect(await within(dialog).findByText('4821')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '새 코드 만들기' }));
    expect(post.mock.calls[0]?.[0]).toBe('/users/7/checkin-code');
    expect(await within(dialog).findByText('0357')).toBeInTheDocument();
  });
});
