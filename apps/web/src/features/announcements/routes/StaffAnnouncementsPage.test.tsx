import type { TAnnouncementSummary } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { answerGets } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPageThatLeaves } from '@/test/render-route';
import { StaffAnnouncementsPage } from './StaffAnnouncementsPage';

const { get } = mockApiClient();

const announcement = (
  id: number,
  audience: TAnnouncementSummary['audience'],
  sentCount: number,
): TAnnouncementSummary => ({
  id,
  title: `공지 ${id}`,
  titleEn: `Notice ${id}`,
  message: `내용 ${id}\n둘째 줄`,
  messageEn: `Body ${id}`,
  audience,
  sentCount,
  sentBy: id === 1 ? null : { id: 1, name: '김원장' },
  // 10:05 UTC is 19:05 in Seoul.
  sentAt: `2026-11-2${id}T10:05:00.000Z`,
});

let pages: Record<number, TAnnouncementSummary[]> = {};
let total = 0;

beforeEach(() => {
  get.mockReset();
  pages = {
    1: [
      announcement(4, { kind: 'weekday', weekday: 'Tuesday' }, 3),
      announcement(3, { kind: 'teacher', teacher: { id: 7, name: '박선생' } }, 2),
      announcement(2, { kind: 'teacher', teacher: null }, 5),
    ],
    2: [announcement(1, { kind: 'guardians' }, 1)],
  };
  total = 4;
  get.mockImplementation((url: string, config?: { params?: { page?: number } }) => {
    const page = config?.params?.page ?? 1;
    return answerGets({
      '/announcements': () => ({
        announcements: pages[page] ?? [],
        pagination: { total, page, limit: 3, totalPages: total ? 2 : 0 },
      }),
    })(url);
  });
});

afterEach(() => window.localStorage.removeItem('language'));

const renderHistory = () =>
  renderPageThatLeaves(<StaffAnnouncementsPage />, '/admin/announcements');

describe('StaffAnnouncementsPage', () => {
  it('when it loads, then the announcements show newest first with their group, count, sender and a natural date, and each opens to its full text', async () => {
    const { user } = renderHistory();
    const list = await screen.findByRole('list', { name: '보낸 공지' });
    const entries = within(list).getAllByRole('listitem');
    expect(
      entries.map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['공지 4', '공지 3', '공지 2']);
    expect(entries[0]).toHaveTextContent('화요일 수강생');
    expect(entries[0]).toHaveTextContent('3명');
    expect(entries[0]).toHaveTextContent('김원장');
    expect(entries[0]).toHaveTextContent('2026년 11월 24일 19:05');
    expect(entries[1]).toHaveTextContent('박선생 선생님의 수강생');
    expect(entries[2]).toHaveTextContent('삭제된 선생님의 수강생');
    expect(get).toHaveBeenCalledWith('/announcements', { params: { page: 1, limit: 10 } });
    expect(screen.getByText('모두 4건')).toBeInTheDocument();

    const [newest] = entries;
    if (!newest) throw new Error('no entries');
    expect(within(newest).getByText('Body 4')).not.toBeVisible();
    await user.click(within(newest).getByText('내용 보기'));
    expect(within(newest).getByText('Body 4')).toBeVisible();
  });

  it('when the next page is chosen, then it is asked for and shown', async () => {
    const { user } = renderHistory();
    await screen.findByRole('list', { name: '보낸 공지' });
    await user.click(screen.getByRole('button', { name: /2/ }));
    expect(await screen.findByRole('heading', { name: '공지 1' })).toBeInTheDocument();
    expect(screen.getByText('보호자')).toBeInTheDocument();
    expect(screen.getByText('삭제된 직원')).toBeInTheDocument();
  });

  it('when nothing was sent yet, then the empty text shows and the new-announcement button opens the modal', async () => {
    pages = {};
    total = 0;
    const { user } = renderHistory();
    expect(await screen.findByText('아직 보낸 공지가 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '새 공지 보내기' }));
    expect(await screen.findByRole('dialog', { name: '공지 보내기' })).toBeInTheDocument();
  });

  it('when the interface is English, then the groups and dates are in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderHistory();
    const list = await screen.findByRole('list', { name: 'Announcements sent' });
    const [first] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Notice 4');
    expect(first).toHaveTextContent('Tuesday students');
    expect(first).toHaveTextContent('24 November 2026 at 19:05');
  });
});
