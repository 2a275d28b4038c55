import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerGets, httpError } from '@/test/api-response';
import { hrefOf } from '@/test/link-href';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { todayAnswer, todayOccurrence } from '@/test/today';
import { setupUser } from '@/test/user';
import { TodaySection } from './TodaySection';

const { get } = mockApiClient();

const lesson = todayOccurrence;

const day = todayAnswer({
  today: {
    date: '2027-01-13',
    occurrences: [
      lesson(),
      lesson({
        name: '이결석',
        memberId: 5,
        startTime: '16:00',
        endTime: '17:00',
        status: 'absent_with_notice',
        noticeGiven: true,
      }),
    ],
  },
  tomorrow: {
    date: '2027-01-14',
    occurrences: [
      lesson({ date: '2027-01-14', name: '내일회원', memberId: 6 }),
      lesson({
        date: '2027-01-14',
        kind: 'oneday',
        name: '원데이손님',
        memberId: null,
        status: null,
        startTime: '18:00',
        endTime: '19:00',
      }),
    ],
  },
  pending: {
    ...todayAnswer().pending,
    lessonApplications: { count: 7, first: [{ id: 3, name: '박지원', date: '2027-01-10' }] },
  },
  dues: {
    month: '2027-01',
    paidCount: 2,
    collected: 320_000,
    unpaidCount: 1,
    outstanding: 170_000,
  },
  nextClosure: { date: '2027-01-20', reason: '설 연휴', reasonEn: 'Lunar New Year' },
});

const mark = vi.fn<(body: unknown) => Promise<unknown>>();

beforeEach(() => {
  get.mockReset();
  get.mockImplementation(answerGets({ '/today': () => day }));
  mark.mockReset();
  mark.mockResolvedValue({});
});

describe('TodaySection', () => {
  it("when it opens, then today's lessons show with names linking to the member's page, notice flagged", async () => {
    renderPage(<TodaySection mark={mark} />, '/admin/dashboard');
    expect(await screen.findByRole('link', { name: '김하늘' })).toBeInTheDocument();
    expect(hrefOf('김하늘')).toBe('/admin/users/4');
    expect(screen.getByText('결석 연락')).toBeInTheDocument();
    expect(hrefOf('박지원')).toBe('/admin/lesson-requests');
    expect(screen.getByText('납부 2명 · 320,000원')).toBeInTheDocument();
    expect(hrefOf('수강료 화면으로')).toBe('/admin/tuition');
    expect(screen.getByText(/설 연휴/)).toBeInTheDocument();
  });

  it('when staff choose Tomorrow by keyboard, then tomorrow shows and takes no tap', async () => {
    renderPage(<TodaySection mark={mark} />, '/admin/dashboard');
    const user = setupUser();
    const todayTab = await screen.findByRole('tab', { name: '오늘' });
    todayTab.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: '내일' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('link', { name: '내일회원' })).toBeInTheDocument();
    expect(screen.getByText('원데이손님')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '김하늘' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '출석' })).not.toBeInTheDocument();
  });

  it('when staff tap Present, then that lesson is marked attended at once', async () => {
    renderPage(<TodaySection mark={mark} />, '/admin/dashboard');
    const user = setupUser();
    const group = await screen.findByRole('group', { name: '김하늘 15:00 출석' });
    await user.click(within(group).getByRole('button', { name: '출석' }));
    expect(mark).toHaveBeenCalledWith({ memberId: 4, date: '2027-01-13', status: 'attended' });
  });

  it('when the mark is refused, then the server says why under the lesson and nothing stays pressed', async () => {
    mark.mockRejectedValue(httpError(400, '학원 휴원일이라 휴강 처리된 수업입니다.'));
    renderPage(<TodaySection mark={mark} />, '/admin/dashboard');
    const user = setupUser();
    const group = await screen.findByRole('group', { name: '김하늘 15:00 출석' });
    await user.click(within(group).getByRole('button', { name: '결석' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '학원 휴원일이라 휴강 처리된 수업입니다.',
    );
    await waitFor(() =>
      expect(within(group).getByRole('button', { name: '결석' })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
  });
});
