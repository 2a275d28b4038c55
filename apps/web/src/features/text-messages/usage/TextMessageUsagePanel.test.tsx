import { seoulInstant, type TTextMessageUsage } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { setupUser } from '@/test/user';
import { TextMessageUsagePanel } from './TextMessageUsagePanel';

const { get } = mockApiClient();

/** A month's usage, its counts grown by `n` so two months read differently. */
const usageOf = (month: string, n: number): TTextMessageUsage => ({
  month,
  complete: month === '2031-03',
  textChannelOn: true,
  textMessages: {
    alimtalk: 1234 + n,
    smsFallback: 2,
    lmsFallback: 3,
    failed: 4,
    pending: 5,
    cancelled: 6,
  },
  emails: { sent: 7, failed: 8, pending: 9 },
  prices: { alimtalk: 8.4, sms: 20, lms: 50 },
  estimatedCost: { alimtalk: 10366, sms: 40, lms: 150, total: 10556 + n },
});

freezeDateInEachTest(seoulInstant('2031-03-10', 12));
answerGetsInEachTest({ '/auth/verify': () => staffSession({ teacherId: 1, role: 'admin' }) });

/** The usage answered for whatever month is asked; the months asked, in order. */
function answerUsage() {
  const asked: string[] = [];
  get.mockImplementation((url: string, config?: { params?: { month?: string } }) => {
    if (url !== '/text-messages/usage') return Promise.reject(httpError(404));
    const month = config?.params?.month ?? '';
    asked.push(month);
    return Promise.resolve(envelope(usageOf(month, month === '2031-03' ? 0 : 1)));
  });
  return asked;
}

const panel = () => screen.getByRole('region', { name: /알림톡·문자 사용량|Text-message usage/ });

describe('TextMessageUsagePanel', () => {
  it('when it opens, then the current Seoul month is asked, and its counts and cost read in Korean', async () => {
    const asked = answerUsage();
    renderPage(<TextMessageUsagePanel />);
    expect(await screen.findByText('1,234건')).toBeInTheDocument();
    expect(asked).toEqual(['2031-03']);
    const region = panel();
    expect(within(region).getByText('SMS로 대체 발송').nextSibling).toHaveTextContent('2건');
    expect(within(region).getByText('알림톡 1,234건 × 8.4원')).toBeInTheDocument();
    expect(within(region).getByText('합계').nextSibling).toHaveTextContent('10,556원');
    expect(within(region).queryByText(/실제보다 적을 수 있습니다/)).not.toBeInTheDocument();
  });

  it('when the previous month is chosen by keyboard, then that month is asked and shown, with the note that it is incomplete', async () => {
    const asked = answerUsage();
    renderPage(<TextMessageUsagePanel />);
    await screen.findByText('1,234건');
    const user = setupUser();
    screen.getByRole('button', { name: '이전 달' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('1,235건')).toBeInTheDocument();
    expect(asked).toEqual(['2031-03', '2031-02']);
    expect(screen.getByLabelText('월')).toHaveValue('2031-02');
    expect(screen.getByText(/실제보다 적을 수 있습니다/)).toBeInTheDocument();
  });

  it('when next month is on screen, then no later month can be chosen', async () => {
    answerUsage();
    renderPage(<TextMessageUsagePanel />);
    await screen.findByText('1,234건');
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(await screen.findByText('1,235건')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '다음 달' })).toBeDisabled();
  });

  it('when the interface is English, then the labels and amounts are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    answerUsage();
    renderPage(<TextMessageUsagePanel />);
    expect(await screen.findByText('Fell back to LMS')).toBeInTheDocument();
    const region = panel();
    expect(within(region).getByText('Total').nextSibling).toHaveTextContent('KRW 10,556');
    expect(within(region).getByText('알림톡 1,234 × KRW 8.4')).toBeInTheDocument();
  });

  it('when the usage cannot be loaded, then it says so', async () => {
    get.mockImplementation(() => Promise.reject(httpError(500)));
    renderPage(<TextMessageUsagePanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('사용량을 불러오지 못했습니다.');
  });
});
