import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { describe, expect, it } from 'vitest';
import { JOB_MESSAGES } from '@academy/contracts';
import type { TJobSummary } from '@academy/contracts';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { StaffJobsPage } from './StaffJobsPage';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { rowCellTexts } from '@/test/staff-list-page';

const { get, post } = mockApiClient();

const PRACTICE: TJobSummary = {
  name: 'practice-completion',
  schedule: { cron: '*/15 * * * *', timeZone: 'Asia/Seoul' },
  lastRun: {
    startedAt: '2031-03-10T03:00:00.000Z',
    finishedAt: '2031-03-10T03:00:01.000Z',
    outcome: 'failed',
  },
  nextRunAt: '2031-03-10T03:15:00.000Z',
  recentFailures: [{ at: '2031-03-10T03:00:01.000Z', error: 'The database was busy.' }],
};

function renderJobs() {
  renderPage(<StaffJobsPage />, '/admin/jobs');
  return setupUser();
}

answerGetsInEachTest({
  '/auth/verify': () => staffSession({ teacherId: 1, role: 'admin' }),
  '/jobs': () => ({ jobs: [PRACTICE] }),
});

describe('StaffJobsPage', () => {
  it('when it loads, then each job shows its Seoul schedule, last run, next run and failures', async () => {
    renderJobs();
    expect(await screen.findByText('전체 작업 1개')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: '자동 작업 목록' });
    const cells = rowCellTexts(within(table), '연습실 이용 완료 처리');
    expect(cells[0]).toBe('*/15 * * * * (Asia/Seoul)');
    expect(cells[1]).toMatch(/^실패 2031\. 3\. 10\. 12:00$/);
    expect(cells[2]).toBe('2031. 3. 10. 12:15');
    expect(cells[3]).toContain('The database was busy.');
    expect(screen.getByRole('list', { name: '자동 작업 목록' })).toBeInTheDocument();
  });

  it('when the interface is English, then the labels are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderJobs();
    expect(await screen.findByText('Total jobs: 1')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Background jobs' });
    expect(
      within(table).getByRole('rowheader', { name: 'Practice completion' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('button', { name: 'Run now: Practice completion' }),
    ).toBeEnabled();
  });

  it('when the admin runs a job now, then it is queued by name, the server says so in a toast and the list reloads', async () => {
    post.mockResolvedValue(
      envelope({ name: 'practice-completion', queued: true }, JOB_MESSAGES.queued.ko),
    );
    const user = renderJobs();
    const table = await screen.findByRole('table', { name: '자동 작업 목록' });
    await user.click(
      within(table).getByRole('button', { name: '연습실 이용 완료 처리 지금 실행' }),
    );
    expect(await screen.findByText(JOB_MESSAGES.queued.ko)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/jobs/practice-completion/run');
    await waitFor(() =>
      expect(get.mock.calls.filter(([url]) => url === '/jobs').length).toBeGreaterThan(1),
    );
  });

  it('when queuing fails, then the server’s refusal shows in a toast', async () => {
    post.mockRejectedValue(httpError(400, JOB_MESSAGES.unknownJob.ko, 'BAD_REQUEST'));
    const user = renderJobs();
    const table = await screen.findByRole('table', { name: '자동 작업 목록' });
    await user.click(
      within(table).getByRole('button', { name: '연습실 이용 완료 처리 지금 실행' }),
    );
    expect(await screen.findByText(JOB_MESSAGES.unknownJob.ko)).toBeInTheDocument();
  });
});
