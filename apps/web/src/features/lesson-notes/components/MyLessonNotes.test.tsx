import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { MyLessonNotes } from './MyLessonNotes';

mockApiClient();

const note = (id: number, date: string, extra = {}) => ({
  id,
  memberId: 7,
  date,
  piece: `곡 ${id}`,
  tempoBpm: null,
  homework: null,
  link: null,
  teacherName: '김선생',
  updatedAt: `${date}T10:00:00.000Z`,
  ...extra,
});

let answer = {
  notes: [
    note(2, '2027-01-13', { tempoBpm: 96, homework: '매일 10분', link: 'https://example.com/v' }),
    note(1, '2027-01-06'),
  ],
  pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
};

answerGetsInEachTest({ '/lesson-notes/mine': () => answer });

describe('MyLessonNotes', () => {
  it('when notes load, then the newest lesson comes first with its tempo, homework and safe link', async () => {
    renderPage(<MyLessonNotes />, '/user/lesson-schedule');
    const card = within(await screen.findByRole('region', { name: '레슨 노트' }));
    const items = await card.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('곡 2');
    expect(items[0]).toHaveTextContent('96 BPM');
    expect(items[0]).toHaveTextContent('매일 10분');
    const link = within(items[0] as HTMLElement).getByRole('link', {
      name: 'https://example.com/v',
    });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(items[1]).toHaveTextContent('2027-01-06');
  });

  it('when there are none, then the card says so', async () => {
    answer = { notes: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } };
    renderPage(<MyLessonNotes />, '/user/lesson-schedule');
    expect(await screen.findByText('아직 레슨 노트가 없습니다.')).toBeInTheDocument();
  });
});
