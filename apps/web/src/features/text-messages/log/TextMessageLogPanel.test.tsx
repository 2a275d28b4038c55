import {
  TEXT_MESSAGE_LOG,
  type TTextMessageLog,
  type TTextMessageLogRow,
} from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { setupUser } from '@/test/user';
import { TextMessageLogPanel } from './TextMessageLogPanel';

const { get } = mockApiClient();

const DELIVERED: TTextMessageLogRow = {
  id: '12',
  queuedAt: '2031-03-10T01:07:00.000Z',
  deliveredAt: '2031-03-10T01:07:05.000Z',
  kind: 'onedayClassConfirmed',
  language: 'ko',
  recipient: { name: '김민준', phoneLast4: '5678' },
  channel: 'alimtalk',
  status: 'delivered',
  providerStatus: null,
};

const FAILED: TTextMessageLogRow = {
  ...DELIVERED,
  id: '11',
  kind: 'onedayApplicationReceived',
  recipient: { name: null, phoneLast4: '4321' },
  channel: null,
  status: 'failed',
  providerStatus: { code: '1060', text: '차단된 수신번호' },
};

answerGetsInEachTest({ '/auth/verify': () => staffSession({ teacherId: 1, role: 'admin' }) });

type TParams = { page?: number; status?: string; kind?: string };

/** Answers every page asked with `messages` and `totalPages`; the queries asked, in order. */
function answerLog(messages: TTextMessageLogRow[], totalPages = 1) {
  const asked: TParams[] = [];
  get.mockImplementation((url: string, config?: { params?: TParams }) => {
    if (url !== '/text-messages/log') return Promise.reject(httpError(404));
    const params = config?.params ?? {};
    asked.push(params);
    const log: TTextMessageLog = {
      messages,
      textChannelOn: true,
      pagination: {
        page: params.page ?? 1,
        limit: TEXT_MESSAGE_LOG.PAGE_SIZE,
        total: messages.length,
        totalPages,
      },
    };
    return Promise.resolve(envelope(log));
  });
  return asked;
}

const table = () => screen.findByRole('table', { name: '발송 기록' });

describe('TextMessageLogPanel', () => {
  it('when it opens, then the first page lists each message with its kind, masked recipient, channel and status', async () => {
    const asked = answerLog([DELIVERED, FAILED]);
    renderPage(<TextMessageLogPanel />);
    const rows = within(await table());
    const delivered = rows.getByRole('rowheader', { name: '원데이 클래스 일정 확정' });
    const deliveredRow = within(delivered.closest('tr') as HTMLElement);
    expect(deliveredRow.getByText('김민준 · ****5678')).toBeInTheDocument();
    expect(deliveredRow.getByText('알림톡')).toBeInTheDocument();
    expect(deliveredRow.getByText('전달')).toBeInTheDocument();
    const failedRow = within(
      rows.getByRole('rowheader', { name: /원데이 클래스 신청 접수/ }).closest('tr') as HTMLElement,
    );
    expect(failedRow.getByText('비회원 · ****4321')).toBeInTheDocument();
    expect(failedRow.getByText('1060 차단된 수신번호')).toBeInTheDocument();
    expect(screen.getByText('2건')).toBeInTheDocument();
    expect(asked).toEqual([{ page: 1, status: 'all', kind: 'all' }]);
  });

  it('when a status is chosen on the second page, then the first page of that status is asked', async () => {
    const asked = answerLog([FAILED], 3);
    renderPage(<TextMessageLogPanel />);
    await table();
    const user = setupUser();
    await user.click(screen.getByRole('button', { name: '2 페이지' }));
    await screen.findByRole('button', { name: '2 페이지', current: 'page' });
    screen.getByLabelText(/^상태/).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('option', { name: '실패' }));
    await expect.poll(() => asked.at(-1)).toEqual({ page: 1, status: 'failed', kind: 'all' });
    expect(asked.map((query) => query.page)).toEqual([1, 2, 1]);
  });

  it('when there is nothing to list, then it says so', async () => {
    answerLog([]);
    renderPage(<TextMessageLogPanel />);
    expect(await screen.findByText('조건에 맞는 발송 기록이 없습니다.')).toBeInTheDocument();
  });

  it('when the interface is English, then kinds, channels and statuses read in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    answerLog([DELIVERED]);
    renderPage(<TextMessageLogPanel />);
    const rows = within(await screen.findByRole('table', { name: 'Message log' }));
    const row = within(rows.getAllByRole('row')[1] as HTMLElement);
    expect(row.getByText('KakaoTalk')).toBeInTheDocument();
    expect(row.getByText('Delivered')).toBeInTheDocument();
    expect(row.getByText('김민준 · ****5678')).toBeInTheDocument();
  });

  it('when the log cannot be loaded, then it says so', async () => {
    get.mockImplementation(() => Promise.reject(httpError(500)));
    renderPage(<TextMessageLogPanel />);
    expect(await screen.findByRole('alert')).toHaveTextContent('발송 기록을 불러오지 못했습니다.');
  });
});
