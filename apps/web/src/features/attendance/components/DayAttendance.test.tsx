import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '@academy/contracts';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { DayAttendance } from './DayAttendance';
import { mockApiClient } from '@/test/mock-api-client';
import { attendanceOccurrence } from '@/test/attendance';

const { get, put } = mockApiClient();

const today = todayIsoDate();
const yesterday = addDaysToIsoDate(today, -1);

const lesson = attendanceOccurrence({
  memberId: 4,
  memberName: '차카타',
  date: yesterday,
  startTime: '15:00',
  endTime: '16:00',
  kind: 'makeup',
});

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  get.mockImplementation((url: string, config?: { params?: unknown }) => {
    if (url !== '/attendance') return Promise.reject(httpError(404));
    const { from } = config?.params as { from: string };
    return Promise.resolve(envelope({ occurrences: from === yesterday ? [lesson] : [] }));
  });
  put.mockResolvedValue(
    envelope({
      occurrence: { ...lesson, status: 'absent_without_notice' },
      credit: null,
      creditRefusal: null,
      creditVoided: false,
      makeupCancelled: false,
    }),
  );
});

describe('DayAttendance', () => {
  it('when staff go to the previous day and press a state, then that lesson is marked', async () => {
    renderPage(<DayAttendance />, '/admin/lesson-schedule');
    const user = setupUser();
    expect(await screen.findByText('이 날에는 레슨이 없습니다.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '이전 날' }));
    const group = await screen.findByRole('group', { name: `차카타 ${yesterday} 15:00 출석` });
    expect(screen.getByText('보강')).toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: '무단 결석' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/attendance', {
        memberId: 4,
        date: yesterday,
        status: 'absent_without_notice',
      }),
    );
  });
});
