import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { renderPageThatLeaves } from '@/test/render-route';
import { StaffDashboardPage } from './StaffDashboardPage';
import { setupUser } from '@/test/user';
import { todayAnswer } from '@/test/today';
import { mockApiClient } from '@/test/mock-api-client';

const { get, put, post } = mockApiClient();

const notification = (id: number, category: string, isRead = false) => ({
  id,
  category,
  title: `저장된 제목 ${id}`,
  titleEn: `Stored title ${id}`,
  message: `저장된 내용 ${id}`,
  messageEn: `Stored body ${id}`,
  isRead,
  // 01:00 UTC is 10:00 in Seoul.
  createdAt: `2025-11-2${id}T01:00:00.000Z`,
});

const someOfEachKind = () => [
  notification(1, 'lesson_request'),
  notification(2, 'oneday_request'),
  notification(3, 'modification_request'),
  notification(4, 'practice_booked'),
  notification(5, 'lesson_request', true),
];

let notifications = someOfEachKind();

const renderDashboard = () => renderPageThatLeaves(<StaffDashboardPage />, '/admin/dashboard');

const confirmButton = (name: RegExp) => screen.findByRole('button', { name });

beforeEach(() => {
  notifications = someOfEachKind();
  get.mockReset();
  put.mockReset();
  post.mockReset();
  get.mockImplementation(
    answerGets({
      '/notifications/me-teacher': () => ({
        notifications,
        unreadCount: notifications.filter((item) => !item.isRead).length,
      }),
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('StaffDashboardPage notifications', () => {
  it('when it loads, then the latest 10 are asked for and shown with their fixed staff texts', async () => {
    renderDashboard();
    expect(
      await screen.findAllByRole('heading', { level: 3, name: '새 정규수업 신청' }),
    ).toHaveLength(2);
    expect(get).toHaveBeenCalledWith('/notifications/me-teacher', { params: { limit: 10 } });
    expect(screen.getByRole('heading', { name: '새 원데이클래스 신청' })).toBeInTheDocument();
    expect(screen.getByText('학생이 수업 일정 변경을 요청했습니다.')).toBeInTheDocument();
    expect(screen.getByText('2025-11-21 10:00')).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 알림 4개')).toBeInTheDocument();
    expect(screen.getAllByText('새 알림')).toHaveLength(4);
    expect(screen.getAllByText('확인함')).toHaveLength(1);
    expect(screen.queryByText('저장된 제목 1')).not.toBeInTheDocument();
  });

  it('when the interface is English, then the English texts show', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderDashboard();
    expect(
      await screen.findByRole('heading', { name: 'New one-day class application' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('A student has requested a lesson schedule change.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: /Confirm notification New one-day class application/ }),
    ).toBeInTheDocument();
  });

  it('when an unread one is confirmed, then it is marked read and shows as read', async () => {
    put.mockImplementation((url: string) => {
      notifications = notifications.map((item) =>
        url === `/notifications/${item.id}/read-teacher` ? { ...item, isRead: true } : item,
      );
      return Promise.resolve(envelope({ id: 2, isRead: true }));
    });
    const { user, router } = renderDashboard();
    await user.click(await confirmButton(/새 원데이클래스 신청 알림 확인/));
    expect(put).toHaveBeenCalledWith('/notifications/2/read-teacher');
    expect(router.state.location.pathname).toBe('/admin/dashboard');
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /새 원데이클래스 신청 알림 확인/ }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText('확인함')).toHaveLength(2);
    expect(screen.getByText('읽지 않은 알림 3개')).toBeInTheDocument();
  });

  it.each([
    [1, /새 정규수업 신청 알림 바로가기 \(2025-11-21/, '/admin/lesson-requests'],
    [2, /새 원데이클래스 신청 알림 바로가기/, '/admin/oneday-requests'],
    [3, /새 일정 변경 요청 알림 바로가기/, '/admin/lesson-modifications'],
  ])(
    'when go-to of notification %i is used, then it is marked read and opens %s',
    async (id, name, path) => {
      put.mockResolvedValue(envelope({ id, isRead: true }));
      const { user, router } = renderDashboard();
      await user.click(await confirmButton(name));
      expect(put).toHaveBeenCalledWith(`/notifications/${id}/read-teacher`);
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );

  it('when a notification is of another category, then it has no go-to', async () => {
    renderDashboard();
    const item = (await screen.findByRole('heading', { name: '연습실 예약' })).closest('li');
    if (!item) throw new Error('no list item');
    expect(within(item).getByRole('button', { name: /확인/ })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: /바로가기/ })).not.toBeInTheDocument();
  });

  it('when a read notification goes to its screen, then it is not marked again', async () => {
    const { user, router } = renderDashboard();
    await user.click(await confirmButton(/새 정규수업 신청 알림 바로가기 \(2025-11-25/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/lesson-requests'));
    expect(put).not.toHaveBeenCalled();
  });

  it('when marking read fails, then the failure toast shows and the item stays unread', async () => {
    put.mockRejectedValue(httpError(500));
    const { user } = renderDashboard();
    await user.click(await confirmButton(/연습실 예약 알림 확인/));
    expect(await screen.findByText('읽음 처리에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /연습실 예약 알림 확인/ })).toBeEnabled();
    expect(screen.getAllByText('새 알림')).toHaveLength(4);
  });

  const detailed = {
    ...notification(6, 'absence_notice'),
    detail: '김민준 · 12월 2일 (화) 19:00',
    detailEn: '김민준 · Tue, Dec 2, 19:00',
  };

  it('when a notice has a detail, then the line shows under the fixed message, and one without shows none', async () => {
    notifications = [detailed, notification(7, 'absence_notice')];
    renderDashboard();
    const items = (await screen.findAllByRole('heading', { name: '결석 연락' })).map((heading) =>
      heading.closest('li'),
    );
    expect(within(items[0] as HTMLElement).getByText(detailed.detail)).toBeInTheDocument();
    expect(
      within(items[0] as HTMLElement).getByText('회원이 레슨에 못 온다고 알렸습니다.'),
    ).toBeInTheDocument();
    expect(items[1]?.querySelectorAll('p')).toHaveLength(1);
  });

  it('when the interface is English, then the English detail shows', async () => {
    notifications = [detailed];
    window.localStorage.setItem('language', 'ENG');
    renderDashboard();
    expect(await screen.findByText(detailed.detailEn)).toBeInTheDocument();
    expect(screen.queryByText(detailed.detail)).not.toBeInTheDocument();
  });

  it('when mark all as read is pressed, then every notice is marked read in one call and the unread count goes', async () => {
    put.mockImplementation((url: string) => {
      if (url !== '/notifications/read-all-teacher') return Promise.reject(httpError(404));
      notifications = notifications.map((item) => ({ ...item, isRead: true }));
      return Promise.resolve(envelope({ count: 4 }));
    });
    const { user } = renderDashboard();
    await screen.findByText('읽지 않은 알림 4개');
    await user.click(screen.getByRole('button', { name: '모두 읽음' }));
    expect(put).toHaveBeenCalledWith('/notifications/read-all-teacher');
    await waitFor(() => expect(screen.queryByText('읽지 않은 알림 4개')).not.toBeInTheDocument());
    expect(screen.queryAllByText('새 알림')).toHaveLength(0);
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeDisabled();
  });

  it('when nothing is unread, then mark all as read is disabled, in English too', async () => {
    notifications = [notification(5, 'lesson_request', true)];
    window.localStorage.setItem('language', 'ENG');
    renderDashboard();
    await screen.findByRole('heading', { name: 'New regular lesson application' });
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('when mark all as read fails, then the failure toast shows and the notices stay unread', async () => {
    put.mockRejectedValue(httpError(500));
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '모두 읽음' }));
    expect(await screen.findByText('읽음 처리에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 알림 4개')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '모두 읽음' })).toBeEnabled();
  });

  it('when refresh is pressed, then the list is asked for again', async () => {
    const { user } = renderDashboard();
    await screen.findByRole('heading', { name: '연습실 예약' });
    notifications = [notification(6, 'modification_rejected')];
    await user.click(screen.getByRole('button', { name: '새로고침' }));
    expect(await screen.findByRole('heading', { name: '일정 변경 거절' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/notifications/me-teacher')).toHaveLength(2);
  });

  it('when there are none, then the empty state shows', async () => {
    notifications = [];
    renderDashboard();
    expect(await screen.findByText('새로운 알림이 없습니다.')).toBeInTheDocument();
  });
});

describe('StaffDashboardPage announcement', () => {
  // The modal's group choice, confirmation and outcomes: AnnouncementModal.test.tsx.
  it('when the announcement button is pressed, then the modal opens with every member as the group', async () => {
    const { user } = renderDashboard();
    await user.click(screen.getByRole('button', { name: '공지 보내기' }));
    const dialog = await screen.findByRole('dialog', { name: '공지 보내기' });
    expect(within(dialog).getByRole('radio', { name: '전체 회원' })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: '보내기' })).toBeDisabled();
  });
});

describe('StaffDashboardPage today', () => {
  it("when staff tap Present on today's lesson, then attendance's own call stores it", async () => {
    get.mockImplementation(
      answerGets({
        '/today': () => todayAnswer(),
        '/notifications/me-teacher': () => ({ notifications: [], unreadCount: 0 }),
      }),
    );
    put.mockResolvedValue(envelope({}));
    renderDashboard();
    const user = setupUser();
    const group = await screen.findByRole('group', { name: '김하늘 15:00 출석' });
    await user.click(within(group).getByRole('button', { name: '출석' }));
    expect(put).toHaveBeenCalledWith('/attendance', {
      memberId: 4,
      date: '2027-01-13',
      status: 'attended',
    });
    await waitFor(() => expect(group).toHaveAttribute('aria-busy', 'false'));
  });
});
