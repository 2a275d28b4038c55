import type { TPracticeCalendar } from '@academy/contracts';
import { busyTime } from '@academy/contracts/testing';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { teacherBusyTimes } from '@/test/teacher-schedule';
import { RoomsDay } from './RoomsDay';

const { get } = mockApiClient();

const LESSON_NAME = 'Emily Charlotte Carter-Johnson';
const PRACTICE_NAME = '김가나다라마바사';
const practice: TPracticeCalendar = {
  sessions: [
    {
      sessionId: 1,
      bookingId: 1,
      practiceRoom: 'room2',
      userId: 5,
      user: { name: PRACTICE_NAME },
      userName: PRACTICE_NAME,
      isMine: false,
      startTime: '10:00',
      endTime: '12:00',
      status: 'scheduled',
      notes: null,
    },
  ],
  closures: [],
  ownHours: [],
};

beforeEach(() => {
  get.mockReset();
  get.mockImplementation((url: string) => {
    if (url === '/schedule/all-teacher-busy-times') {
      return Promise.resolve(
        envelope(
          teacherBusyTimes({
            regularSchedules: [
              { dayOfWeek: 'Friday', busyTimes: [busyTime({ studentName: LESSON_NAME })] },
            ],
          }),
        ),
      );
    }
    if (url === '/practice') return Promise.resolve(envelope(practice));
    return Promise.reject(httpError(404));
  });
});

describe('RoomsDay', () => {
  it("when a day has a lesson and a practice booking, then the teacher's lesson room and the booked practice room show them by full name", async () => {
    renderPage(<RoomsDay date="2030-03-08" onOpen={vi.fn()} />);
    const grid = within(screen.getByRole('region', { name: '룸별 시간표' }));
    expect(await grid.findByText(LESSON_NAME)).toBeInTheDocument();
    expect(await grid.findByText(PRACTICE_NAME)).toBeInTheDocument();
    for (const room of ['선생님 레슨실', '드럼 연습실 1', '드럼 연습실 2', '드럼 연습실 3'])
      expect(grid.getByText(room)).toBeInTheDocument();
    const practiceBlock = grid.getByText(PRACTICE_NAME).closest('button');
    expect(practiceBlock).toHaveTextContent('10:00–12:00');
  });
});
