import type { TAttendanceOccurrence, TFamily, TFamilyChild } from '@academy/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { answerGets, envelope, httpError, verifiedAs } from '@/test/api-response';
import { memberProfile, memberSession } from '@/test/session-users';
import { renderPageThatLeaves, type TUser } from '@/test/render-route';
import { MemberDashboardPage } from './MemberDashboardPage';
import { mockApiClient } from '@/test/mock-api-client';
import { tuitionDue } from '@academy/contracts/testing';
import { attendanceOccurrence } from '@/test/attendance';
import { getActingFor, setActingFor } from '@/lib/session/acting-for';
import { clearSessionCookies, writeUserCookie } from '@/lib/session/user-cookie';

mockApiClient();
vi.mock('@/components/member-area/leave-to-login', () => ({ leaveToLogin: vi.fn() }));

const get = vi.mocked(apiClient.get);
const put = vi.mocked(apiClient.put);
const post = vi.mocked(apiClient.post);

const profile = memberProfile();

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

const MARCH_DUE = {
  ...tuitionDue({ id: 31, memberId: profile.userId, memberName: profile.name }),
  depositorName: null,
  virtualAccount: null,
};

const lesson = (date: string, status: TAttendanceOccurrence['status']) =>
  attendanceOccurrence({ memberId: profile.userId, memberName: profile.name, date, status });

// Role queries compute every candidate's accessible name, which is slow in jsdom: notifications
// are looked for within their card, not among every button of the dashboard.
const notifications = () => within(screen.getByRole('region', { name: '알림' }));

const renderDashboard = () => renderPageThatLeaves(<MemberDashboardPage />, '/user/dashboard');

const KOREAN_EDITOR = { edit: '이메일 수정', input: '새 이메일' };

/** Opens the email editor and enters `email` over the current address. */
async function typeNewEmail(user: TUser, email: string, labels = KOREAN_EDITOR) {
  await user.click(await screen.findByRole('button', { name: labels.edit }));
  const input = screen.getByLabelText(labels.input);
  await user.clear(input);
  await user.paste(email);
}

async function submitNewEmail(user: TUser, email: string) {
  await typeNewEmail(user, email);
  await user.click(screen.getByRole('button', { name: '확인 링크 받기' }));
}

/** The signed-in member's children: none, unless a test makes them a guardian. */
let family: TFamily = { children: [] };

/** 김하준, 10, whose mother is the signed-in member: no lesson yet, nothing unpaid. */
const familyChild = (overrides: Partial<TFamilyChild> = {}): TFamilyChild => ({
  userId: 41,
  name: '김하준',
  age: 10,
  relationship: 'mother',
  lesson: null,
  teacherName: null,
  unpaidDues: 0,
  unpaidAmount: 0,
  unpaidSiblingDiscount: 0,
  ...overrides,
});

beforeEach(() => {
  setActingFor(null);
  family = { children: [] };
  profile.email = 'student@example.com';
  get.mockReset();
  put.mockReset();
  post.mockReset();
  get.mockImplementation(
    answerGets({
      '/users/me': () => profile,
      '/users/me/reminders': () => ({ emailReminders: true }),
      '/family': () => family,
      '/users/me/export': () => ({
        exportedAt: '2031-03-05T01:00:00.000Z',
        member: {
          profile: { name: profile.name },
          weeklySlots: [],
          attendance: [],
          makeupCredits: [],
          makeupLessons: [],
          practiceBookings: [],
          scheduleChanges: [],
          tuitionDues: [],
          notifications: [],
          consents: [],
        },
        children: [],
      }),
      '/notifications/me': () => ({
        notifications: [
          notification(1, 'practice_booked'),
          notification(2, 'modification_rejected'),
          notification(3, 'announcement', true),
        ],
        unreadCount: 2,
      }),
      '/tuition/me': () => ({
        bankTransfer: null,
        onlinePayment: false,
        current: MARCH_DUE,
        history: [MARCH_DUE],
      }),
      '/attendance': () => ({
        occurrences: [
          lesson('2031-03-04', 'attended'),
          lesson('2031-03-11', 'absent_with_notice'),
          lesson('2031-03-18', 'attended'),
          lesson('2031-03-25', 'unmarked'),
        ],
      }),
      '/makeups/me': () => ({
        cap: 2,
        openCredits: [],
        makeups: [],
        ledger: { earned: 0, spent: 0, voided: 0, expired: 0, open: 0 },
        teacherId: 1,
        ownHours: [],
      }),
    }),
  );
});

describe('MemberDashboardPage', () => {
  it('when the member is a guardian, then each child shows with age, lesson, teacher and unpaid dues with their sibling discount', async () => {
    family = {
      children: [
        familyChild({
          lesson: { dayOfWeek: 'Thursday', startTime: '09:00', endTime: '10:00' },
          teacherName: '김선생',
          unpaidDues: 2,
          unpaidAmount: 270_000,
          unpaidSiblingDiscount: 20_000,
        }),
        familyChild({ userId: 42, name: '김하나', age: 7 }),
      ],
    };
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: '우리 가족' }));
    expect(card.getByRole('heading', { name: '김하준 (만 10세)' })).toBeInTheDocument();
    expect(card.getByText('목요일 09:00 – 10:00')).toBeInTheDocument();
    expect(card.getByText('김선생')).toBeInTheDocument();
    expect(card.getByText('미납 2건 · 270,000원')).toBeInTheDocument();
    expect(card.getByText('· 형제 할인 -20,000원')).toBeInTheDocument();
    expect(card.getAllByText(/형제 할인/)).toHaveLength(1);
    expect(card.getByRole('heading', { name: '김하나 (만 7세)' })).toBeInTheDocument();
    expect(card.getByText('배정된 수업이 없습니다')).toBeInTheDocument();
    expect(card.getByText('미납 없음')).toBeInTheDocument();
  });

  it('when the guardian looks after a child, then the tab acts for the child, without the guardian’s own account settings', async () => {
    family = { children: [familyChild()] };
    const answer = get.getMockImplementation();
    get.mockImplementation((url: string) =>
      url === '/auth/verify'
        ? Promise.resolve(verifiedAs(memberSession({ userId: profile.userId })))
        : (answer?.(url) ?? Promise.reject(httpError(404))),
    );
    // Signed in as the guardian: the child is looked after on their behalf.
    writeUserCookie(memberSession({ userId: profile.userId }));
    const { user } = renderDashboard();
    expect(await screen.findByText('내 정보 내려받기')).toBeInTheDocument();
    // By its text: role queries over the whole dashboard are slow in jsdom.
    await user.click(await screen.findByText('김하준의 화면 보기'));
    expect(getActingFor()).toEqual({
      guardianId: profile.userId,
      childId: 41,
      childName: '김하준',
    });
    // Every screen's data is read again for the child, the family card's too.
    expect(await screen.findByText('지금 보는 중')).toBeInTheDocument();
    expect(screen.queryByText('내 정보 내려받기')).not.toBeInTheDocument();
    expect(screen.queryByText(KOREAN_EDITOR.edit)).not.toBeInTheDocument();
    // Signing out ends looking after the child.
    act(() => clearSessionCookies());
    expect(getActingFor()).toBeNull();
  });

  it('when the member downloads their data, then the export is saved as a JSON file', async () => {
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:my-data');
    // jsdom has no object URLs.
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(() => undefined);
    const { user } = renderDashboard();
    // By its text: role queries over the whole dashboard are slow in jsdom.
    const button = await screen.findByText('내 정보 내려받기');
    await user.click(button);
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(get).toHaveBeenCalledWith('/users/me/export');
    expect(createObjectURL.mock.calls[0]?.[0]?.type).toBe('application/json');
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.json$/);
    click.mockRestore();
  });

  it('when the member has no children, then there is no family card', async () => {
    renderDashboard();
    expect(await screen.findByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '우리 가족' })).not.toBeInTheDocument();
  });

  it('when it loads, then own information, lesson slot and unread notifications show', async () => {
    renderDashboard();
    expect(await screen.findByText('010-1234-5678')).toBeInTheDocument();
    expect(screen.getByText('화요일')).toBeInTheDocument();
    expect(screen.getByText('19:00 – 20:00')).toBeInTheDocument();
    expect(screen.getByText('읽지 않은 알림 2개')).toBeInTheDocument();
  });

  it('when it loads, then this month’s tuition shows beside the notifications', async () => {
    renderDashboard();
    const tuition = within(await screen.findByRole('region', { name: '수강료' }));
    expect(await tuition.findByText('170,000원')).toBeInTheDocument();
    expect(tuition.getByText('2031-03-01')).toBeInTheDocument();
  });

  it('when it loads, then this month’s attendance shows its counts by state and each lesson', async () => {
    renderDashboard();
    const card = within(await screen.findByRole('region', { name: '이번 달 내 출석' }));
    const counts = within(await card.findByRole('list', { name: '상태별 횟수' }));
    expect(counts.getByText('출석 2')).toBeInTheDocument();
    expect(counts.getByText('사전 연락 결석 1')).toBeInTheDocument();
    expect(counts.getByText('미확인 1')).toBeInTheDocument();
    expect(card.getByText(/03-11/)).toBeInTheDocument();
  });

  it('when the email is unchanged, then submitting just closes the editor', async () => {
    const { user } = renderDashboard();
    await user.click(await screen.findByRole('button', { name: '이메일 수정' }));
    await user.click(screen.getByRole('button', { name: '확인 링크 받기' }));
    expect(screen.queryByLabelText('새 이메일')).not.toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the same email is typed differently, then it says it is already the same', async () => {
    const { user } = renderDashboard();
    await submitNewEmail(user, 'STUDENT@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('현재 이메일과 동일합니다');
    expect(put).not.toHaveBeenCalled();
  });

  it('when the email is malformed, then a valid format is asked for', async () => {
    const { user } = renderDashboard();
    await submitNewEmail(user, 'new@');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '올바른 이메일 형식을 입력해주세요.',
    );
  });

  it('when the new address belongs to another account, then the server’s message shows and no link is announced', async () => {
    put.mockRejectedValueOnce(httpError(409, '이미 사용 중인 이메일입니다.'));
    const { user } = renderDashboard();
    await submitNewEmail(user, 'admin@example.com');
    expect(await screen.findByRole('alert')).toHaveTextContent('이미 사용 중인 이메일입니다.');
    expect(screen.queryByText(/확인 링크를 보냈습니다/)).not.toBeInTheDocument();
  });

  const linkSent = (email: string) =>
    envelope({
      email: 'student@example.com',
      status: 'linkSent',
      pendingEmail: email,
      linkExpiresAt: '2031-03-02T10:00:00.000Z',
    });

  it('when a new email is sent, then only the address goes, a link is announced and the shown address stays until it is confirmed', async () => {
    put.mockResolvedValueOnce(linkSent('new@example.com'));
    const { user } = renderDashboard();
    await typeNewEmail(user, 'new@example.com');
    await user.keyboard('{Enter}');
    expect(put).toHaveBeenCalledWith('/users/email', { email: 'new@example.com' });
    expect(
      await screen.findByText(
        '새 이메일로 확인 링크를 보냈습니다. 24시간 안에 링크를 열어 확인하면 이메일이 변경됩니다.',
      ),
    ).toBeInTheDocument();
    const note = await screen.findByText(/^new@example.com\(으\)로 확인 링크를 보냈습니다/);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).toHaveTextContent('24시간 안에 메일의 링크를 열어 확인하면 이메일이 변경됩니다.');
    expect(screen.queryByLabelText('새 이메일')).not.toBeInTheDocument();
    expect(screen.getByText('student@example.com')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the interface is in English, then the edit speaks English', async () => {
    window.localStorage.setItem('language', 'ENG');
    put.mockResolvedValueOnce(linkSent('new@example.com'));
    const { user } = renderDashboard();
    await typeNewEmail(user, 'new@example.com', { edit: 'Edit email', input: 'New email' });
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(
      await screen.findByText(/^We sent a link to new@example.com. Open it within 24 hours/),
    ).toBeInTheDocument();
  });

  it('when a practice notification is opened, then it is marked read and goes to booking', async () => {
    put.mockResolvedValue(envelope({ id: 1, isRead: true }));
    const { user, router } = renderDashboard();
    await user.click(await notifications().findByRole('button', { name: /알림 1/ }));
    const dialog = await screen.findByRole('dialog', { name: '알림 1' });
    expect(within(dialog).getByText('내용 1')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/notifications/1/read');
    await user.click(within(dialog).getByRole('button', { name: '바로가기' }));
    expect(router.state.location.pathname).toBe('/user/practice-booking');
  });

  it('when a rejected-change notification is opened, then its go-to leads to the schedule', async () => {
    put.mockResolvedValue(envelope({ id: 2, isRead: true }));
    const { user, router } = renderDashboard();
    await user.click(await notifications().findByRole('button', { name: /알림 2/ }));
    await user.click(await screen.findByRole('button', { name: '바로가기' }));
    expect(router.state.location.pathname).toBe('/user/lesson-schedule');
  });

  it('when a read announcement is opened, then it is not marked again and has no go-to', async () => {
    const { user } = renderDashboard();
    await user.click(await notifications().findByRole('button', { name: /알림 3/ }));
    const dialog = await screen.findByRole('dialog', { name: '알림 3' });
    expect(within(dialog).queryByRole('button', { name: '바로가기' })).not.toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the profile cannot be loaded, then the error alert shows and the member is logged out', async () => {
    const post = vi.mocked(apiClient.post).mockResolvedValue(envelope(null));
    get.mockImplementation((url: string) =>
      url === '/users/me'
        ? Promise.reject(httpError(500))
        : Promise.resolve(envelope({ notifications: [], unreadCount: 0 })),
    );
    const { leaveToLogin } = await import('@/components/member-area/leave-to-login');
    const { user } = renderDashboard();
    const told = await screen.findByRole('dialog', {
      name: '사용자 정보를 불러오지 못했습니다. 다시 로그인해주세요.',
    });
    // The member reads why before being signed out.
    expect(leaveToLogin).not.toHaveBeenCalled();
    await user.click(within(told).getByRole('button', { name: '확인' }));
    await waitFor(() => expect(leaveToLogin).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/auth/logout');
  });
});
