import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TCheckinResult } from '@academy/contracts';
import { envelope, httpError, verifiedAs } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { setupUser } from '@/test/user';
import { CheckinKioskPage, CONFIRMATION_MS } from './CheckinKioskPage';

const { get, post } = mockApiClient();

const checkedIn: TCheckinResult = {
  outcome: 'checked_in',
  displayName: '하준',
  startTime: '16:00',
  checkedInAt: '15:58',
};

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((url: string) =>
    url === '/auth/verify'
      ? Promise.resolve(verifiedAs(staffSession({ teacherId: 1, role: 'teacher' })))
      : Promise.reject(httpError(404)),
  );
});

function renderKiosk() {
  renderPage(<CheckinKioskPage />, '/checkin');
  return setupUser();
}

describe('CheckinKioskPage', () => {
  it('when a student presses four digits on the keypad, then the code is sent and a big confirmation names them', async () => {
    post.mockResolvedValue(envelope(checkedIn, '출석했습니다.'));
    const user = renderKiosk();
    for (const digit of ['4', '8', '2', '1']) {
      await user.click(await screen.findByRole('button', { name: digit }));
    }
    expect(post).toHaveBeenCalledWith('/checkin', { code: '4821' });
    expect(await screen.findByText('하준님 출석했습니다')).toBeInTheDocument();
    expect(screen.getByText('16:00 수업')).toBeInTheDocument();
  });

  it('when digits are typed on a keyboard and one is erased, then the code sent is the corrected one', async () => {
    post.mockResolvedValue(envelope({ ...checkedIn, outcome: 'already_checked_in' }));
    const user = renderKiosk();
    await screen.findByRole('button', { name: '1' });
    await user.keyboard('129{Backspace}34');
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/checkin', { code: '1234' });
    expect(await screen.findByText('하준님은 오늘 이미 출석했습니다')).toBeInTheDocument();
  });

  it('when the code is wrong, then the server’s message shows in the page and the keypad is ready again', async () => {
    post.mockRejectedValue(
      httpError(404, '코드를 확인해주세요. 모르면 데스크에 물어봐주세요.', 'CHECKIN_CODE_UNKNOWN'),
    );
    const user = renderKiosk();
    await screen.findByRole('button', { name: '0' });
    await user.keyboard('0000');
    expect(await screen.findByRole('alert')).toHaveTextContent('코드를 확인해주세요');
    await user.click(screen.getByRole('button', { name: '5' }));
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it('when the confirmation has been shown for a few seconds, then it clears itself for the next student', async () => {
    post.mockResolvedValue(envelope(checkedIn));
    const user = renderKiosk();
    await screen.findByRole('button', { name: '1' });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.keyboard('4821');
      expect(await screen.findByText('하준님 출석했습니다')).toBeInTheDocument();
      act(() => {
        vi.advanceTimersByTime(CONFIRMATION_MS + 100);
      });
      await waitFor(() => expect(screen.queryByText('하준님 출석했습니다')).toBeNull());
      expect(screen.getByRole('button', { name: '1' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('when the screen is in English, then the kiosk speaks English', async () => {
    window.localStorage.setItem('language', 'ENG');
    post.mockResolvedValue(envelope(checkedIn));
    const user = renderKiosk();
    expect(await screen.findByRole('heading', { name: 'Check-in' })).toBeInTheDocument();
    expect(screen.getByText('Please enter your 4-digit check-in code.')).toBeInTheDocument();
    await user.keyboard('4821');
    expect(await screen.findByText('하준, you are checked in')).toBeInTheDocument();
    expect(screen.getByText('Lesson at 16:00')).toBeInTheDocument();
  });
});
