import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { envelope, httpError } from '@/test/api-response';
import { renderRoutes } from '@/test/render-route';
import { MemberDashboardPage } from './MemberDashboardPage';

vi.mock('@/lib/api-client', () => import('@/test/mock-api-client'));
vi.mock('../hooks/leave-to-login', () => ({ leaveToLogin: vi.fn() }));

const get = vi.mocked(apiClient.get);
const put = vi.mocked(apiClient.put);

const profile: { email: string } & Record<string, unknown> = {
  name: '김하늘',
  email: 'student@example.com',
  phoneNumber: '01012345678',
  lessonDayOfWeek: 'Tuesday',
  lessonStartTime: '19:00',
  lessonEndTime: '20:00',
  isForeigner: false,
  teacherId: 1,
};

const notification = (id: number, category: string, isRead = false) => ({
  id,
  category,
  title: `알림 ${id}`,
  titleEn: `Notice ${id}`,
  message: `내용 ${id}`,
  messageEn: `Body ${id}`,
  isRead,
  createdAt: '2025-11-20T01:00:00.000Z',
});

function renderDashboard() {
  const { router } = renderRoutes(
    [
      { path: '/user/dashboard', element: <MemberDashboardPage /> },
      { path: '*', element: <p>다른 화면</p> },
    ],
    '/user/dashboard',
  );
  return { user: userEvent.setup(), router };
}

beforeEach(() => {
  profile.email = 'student@example.com';
  get.mockReset();
  put.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/users/me') return Promise.resolve(envelope(profile));
    if (url === '/notifications/me') {
      return Promise.resolve(
        envelope({
          notifications: [
            notification(1, 'practice_booked'),
            notification(2, 'modification_rejected'),
            notification(3, 'announcement', true),
          ],
          unreadCount: 2,
        }),
      );
    }
    return Promise.reject(httpError(404));
  });
});

describe('MemberDashboardPage', () => {
  it('when it loads, then own information, lesson slot and unread notifications show', async () => {
    renderDashboard();
    expect(await screen.findByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('화요일')).toBeInTheDocument();
    expect(screen.getByText('19:00 – 20:00')).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 알림 2개')).toBeInTheDocument();
  });

  it('when the email is unchanged, then saving just closes the editor', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '이메일 수정' }));
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(screen.queryByLabelText('새 이메일')).not.toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the same email is typed differently, then it says it is already the same', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '이메일 수정' }));
    const input = screen.getByLabelText('새 이메일');
    await user.clear(input);
    await user.type(input, 'STUDENT@example.com');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 이메일과 동일합니다');
    expect(put).not.toHaveBeenCalled();
  });

  it('when the email is malformed, then a valid format is asked for', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '이메일 수정' }));
    const input = screen.getByLabelText('새 이메일');
    await user.clear(input);
    await user.type(input, 'new@');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '올바른 이메일 형식을 입력해주세요.',
    );
  });

  it('when a new email is saved, then it is sent, shown and announced', async () => {
    put.mockImplementation(() => {
      // The server now answers the new address too.
      profile.email = 'new@example.com';
      return Promise.resolve(envelope({ email: 'new@example.com' }));
    });
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '이메일 수정' }));
    const input = screen.getByLabelText('새 이메일');
    await user.clear(input);
    await user.type(input, 'new@example.com');
    await user.click(screen.getByRole('button', { name: '저장' }));
    expect(put).toHaveBeenCalledWith('/users/email', { email: 'new@example.com' });
    expect(await screen.findByText('이메일이 변경되었습니다.')).toBeInTheDocument();
    expect(await screen.findByText('new@example.com')).toBeInTheDocument();
  });

  it('when a practice notification is opened, then it is marked read and goes to booking', async () => {
    put.mockResolvedValue(envelope({ id: 1, isRead: true }));
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /알림 1/ }));
    const dialog = await screen.findByRole('dialog', { name: '알림 1' });
    expect(within(dialog).getByText('내용 1')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/notifications/1/read');
    await user.click(within(dialog).getByRole('button', { name: '바로가기' }));
    expect(router.state.location.pathname).toBe('/user/practice-booking');
  });

  it('when a rejected-change notification is opened, then its go-to leads to the schedule', async () => {
    put.mockResolvedValue(envelope({ id: 2, isRead: true }));
    const { user, router } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /알림 2/ }));
    await user.click(await screen.findByRole('button', { name: '바로가기' }));
    expect(router.state.location.pathname).toBe('/user/lesson-schedule');
  });

  it('when a read announcement is opened, then it is not marked again and has no go-to', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: /알림 3/ }));
    const dialog = await screen.findByRole('dialog', { name: '알림 3' });
    expect(within(dialog).queryByRole('button', { name: '바로가기' })).not.toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the profile cannot be loaded, then the §8 alert shows and the member is logged out', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const post = vi.mocked(apiClient.post).mockResolvedValue(envelope(null));
    get.mockImplementation((url: string) =>
      url === '/users/me'
        ? Promise.reject(httpError(500))
        : Promise.resolve(envelope({ notifications: [], unreadCount: 0 })),
    );
    const { leaveToLogin } = await import('../hooks/leave-to-login');
    renderDashboard();
    await vi.waitFor(() => expect(leaveToLogin).toHaveBeenCalled());
    expect(alert).toHaveBeenCalledWith('사용자 정보를 불러오지 못했습니다. 다시 로그인해주세요.');
    expect(post).toHaveBeenCalledWith('/auth/logout');
    alert.mockRestore();
  });
});
