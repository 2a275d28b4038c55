import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/api-response';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MemberPracticeLogPage } from './MemberPracticeLogPage';

// uPlot draws on a canvas, which jsdom has not: the chart module is replaced, and the test checks
// what it was given and the table that carries the same points.
const draw = vi.hoisted(() => vi.fn(() => ({ destroy: vi.fn() })));
vi.mock('../components/tempo-plot', () => ({ drawTempoChart: draw }));

const { post } = mockApiClient();

const tempo = [
  {
    exercise: 'Paradiddle',
    points: [
      { date: '2027-01-10', bpm: 80 },
      { date: '2027-01-11', bpm: 88 },
    ],
  },
];
const answer = {
  entries: [
    {
      id: 5,
      date: '2027-01-11',
      minutes: 30,
      exercise: 'Paradiddle',
      tempoBpm: 88,
      createdAt: '2027-01-11T10:00:00.000Z',
    },
  ],
  tempo,
  suggestions: ['Paradiddle', 'Rock beat'],
  firstDay: '2026-11-15',
  today: '2027-01-13',
  pagination: { page: 1, limit: 20, total: 1, totalPages: 1 },
};

answerGetsInEachTest({ '/practice-log/mine': () => answer });

beforeEach(() => draw.mockClear());

function renderScreen() {
  renderPage(<MemberPracticeLogPage />, '/user/practice-log');
  return setupUser();
}

describe('MemberPracticeLogPage', () => {
  it('when the log loads, then the chart is drawn from the series and a table holds the same points', async () => {
    renderScreen();
    await waitFor(() => expect(draw).toHaveBeenCalledTimes(1));
    expect(draw).toHaveBeenCalledWith(expect.any(HTMLElement), tempo);
    expect(screen.getByRole('img', { name: /최고 템포 차트/ })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: '연습 곡별 날짜와 최고 템포' }));
    const rows = table.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Paradiddle2027-01-1080',
      'Paradiddle2027-01-1188',
    ]);
  });

  it('when the member logs a practice by keyboard, then it is sent with numbers and today as the day', async () => {
    post.mockResolvedValue(envelope({ id: 6 }, '연습 기록을 저장했습니다.'));
    const user = renderScreen();
    const form = within(await screen.findByRole('form', { name: '연습 남기기' }));
    await user.clear(form.getByLabelText(/연습 시간/));
    await user.type(form.getByLabelText(/연습 시간/), '45');
    await user.type(form.getByLabelText(/곡 \/ 루디먼트/), 'Rock beat');
    await user.type(form.getByLabelText(/도달한 템포/), '100');
    await user.click(form.getByRole('button', { name: '기록하기' }));
    expect(post).toHaveBeenCalledWith('/practice-log', {
      date: '2027-01-13',
      minutes: 45,
      exercise: 'Rock beat',
      tempoBpm: 100,
    });
  });

  it('when the minutes are out of range, then nothing is sent and the field says why', async () => {
    const user = renderScreen();
    const form = within(await screen.findByRole('form', { name: '연습 남기기' }));
    await user.clear(form.getByLabelText(/연습 시간/));
    await user.type(form.getByLabelText(/연습 시간/), '700');
    await user.type(form.getByLabelText(/곡 \/ 루디먼트/), 'Fill');
    await user.click(form.getByRole('button', { name: '기록하기' }));
    expect(post).not.toHaveBeenCalled();
    expect(form.getByText(/1분에서 600분 사이/)).toBeInTheDocument();
  });
});
