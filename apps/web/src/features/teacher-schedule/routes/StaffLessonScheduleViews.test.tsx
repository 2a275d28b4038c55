import type { TScheduleChangeItem } from '@academy/contracts';
import { busyTime } from '@academy/contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { fillIn } from '@/test/fill-in';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { teacherBusyTimes } from '@/test/teacher-schedule';
import { setupUser } from '@/test/user';
import { StaffLessonSchedulePage } from './StaffLessonSchedulePage';

const { get, post } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul; the week runs Monday 17 to Sunday 23.
freezeDateInEachTest(new Date('2025-11-20T01:00:00Z'));

const LONG_NAME = 'Emily Charlotte Carter-Johnson';
const week = teacherBusyTimes({
  regularSchedules: [
    {
      dayOfWeek: 'Friday',
      busyTimes: [
        busyTime({ startTime: '15:00', endTime: '16:00', studentName: LONG_NAME, memberId: 7 }),
      ],
    },
  ],
});
const MOVE_URL = '/modification/lesson-move';
const movedChange: TScheduleChangeItem = {
  id: 9,
  user: { name: LONG_NAME, phoneNumber: '01012345678', email: null },
  changeType: 'temporary',
  changePeriod: 'custom',
  changeStartDate: '2025-11-21',
  changeEndDate: '2025-11-21',
  requestedDate: '2025-11-22',
  requestedStartTime: '16:00',
  requestedEndTime: '17:00',
  requestedWeekDay: null,
  reason: '선생님 출장',
  status: 'approved',
  teacherResponse: '선생님 출장',
  createdAt: '2025-11-20T01:00:00.000Z',
  updatedAt: '2025-11-20T01:00:00.000Z',
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/schedule/all-teacher-busy-times') return Promise.resolve(envelope(week));
    if (url === '/teacher-schedule') return Promise.resolve(envelope({ data: { schedules: [] } }));
    return Promise.reject(httpError(404));
  });
  post.mockResolvedValue(envelope(movedChange, '수업을 옮겼습니다.'));
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderAt(search: string) {
  const user = setupUser();
  const { router } = renderPage(<StaffLessonSchedulePage />, `/admin/lesson-schedule${search}`);
  return { user, router };
}

const grid = () => within(screen.getByRole('region', { name: '주 시간표' }));
const lesson = () => grid().findByRole('button', { name: `정규 레슨, ${LONG_NAME} 15:00–16:00` });

async function confirmWithReason(user: ReturnType<typeof setupUser>) {
  const dialog = within(await screen.findByRole('dialog', { name: '레슨 옮기기' }));
  await fillIn(user, dialog.getByLabelText('변경 사유'), '선생님 출장');
  await user.click(dialog.getByRole('button', { name: '옮기기' }));
}

describe('StaffLessonSchedulePage: week and day views, moving a lesson', () => {
  it('when Week is chosen, then it is pressed, kept in the address, and the grid shows full names', async () => {
    const { user, router } = renderAt('');
    const switcher = within(screen.getByRole('group', { name: '보기' }));
    await user.click(switcher.getByRole('button', { name: '주' }));
    expect(switcher.getByRole('button', { name: '주' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('view=week');
    await lesson();
    expect(grid().getByText(LONG_NAME)).toBeInTheDocument();
    await user.click(switcher.getByRole('button', { name: '일' }));
    expect(router.state.location.search).toContain('view=day');
  });

  it('when a lesson is picked up by keyboard and put down a day later at 16:00, then the move is sent as confirmed', async () => {
    const { user } = renderAt('?view=week&date=2025-11-20');
    (await lesson()).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText(/Charlotte Carter-Johnson 레슨을 집었습니다/)).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    await confirmWithReason(user);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(MOVE_URL, {
      memberId: 7,
      originalDate: '2025-11-21',
      newDate: '2025-11-22',
      startMinute: 16 * 60,
      endMinute: 17 * 60,
      reason: '선생님 출장',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when a lesson is dragged to 18:00 of its day, then the move is sent as confirmed', async () => {
    const { user } = renderAt('?view=week&date=2025-11-20');
    const block = await lesson();
    const target = document.querySelector('[data-spot="2025-11-21 18:00"]');
    if (!target) throw new Error('The 18:00 cell of Friday is drawn');
    fireEvent.dragStart(block);
    fireEvent.dragOver(target);
    fireEvent.drop(target);
    await confirmWithReason(user);
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post).toHaveBeenCalledWith(
      MOVE_URL,
      expect.objectContaining({ newDate: '2025-11-21', startMinute: 18 * 60, endMinute: 19 * 60 }),
    );
  });

  it('when a move is cancelled by Escape or in the dialog, then nothing is sent', async () => {
    const { user } = renderAt('?view=week&date=2025-11-20');
    (await lesson()).focus();
    await user.keyboard('m{ArrowDown}{Escape}');
    expect(screen.getByText('옮기기를 취소했습니다.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.keyboard('m{ArrowUp}{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: '레슨 옮기기' }));
    await user.click(dialog.getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(post).not.toHaveBeenCalled();
  });

  it('when the reason is left empty, then the dialog asks for it and sends nothing', async () => {
    const { user } = renderAt('?view=day&date=2025-11-21');
    const block = await within(screen.getByRole('region', { name: '일 시간표' })).findByRole(
      'button',
      { name: `정규 레슨, ${LONG_NAME} 15:00–16:00` },
    );
    block.focus();
    await user.keyboard('{Enter}{ArrowUp}{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: '레슨 옮기기' }));
    await user.click(dialog.getByRole('button', { name: '옮기기' }));
    expect(await dialog.findByText('변경 사유를 입력해주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
