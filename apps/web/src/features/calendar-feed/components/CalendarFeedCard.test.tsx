import { CALENDAR_FEED_CARD_TEXTS } from '@academy/contracts';
import { screen } from '@testing-library/react';
import { answerQuestion } from '@/test/dialogs';
import { setupUser } from '@/test/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { CalendarFeedCard } from './CalendarFeedCard';
import { mockApiClient } from '@/test/mock-api-client';

const { get, post, delete: del } = mockApiClient();
const URL_ONE = 'https://academy.example/api/calendar/AAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_TWO = 'https://academy.example/api/calendar/BBBBBBBBBBBBBBBBBBBBBB.ics';
const ko = (key: keyof typeof CALENDAR_FEED_CARD_TEXTS) => CALENDAR_FEED_CARD_TEXTS[key].ko;

let feedState: { enabled: boolean; createdAt: string | null };

function renderCard() {
  const user = setupUser();
  renderPage(<CalendarFeedCard />, '/user/dashboard');
  return user;
}

beforeEach(() => {
  feedState = { enabled: false, createdAt: null };
  get.mockReset();
  post.mockReset();
  del.mockReset();
  get.mockImplementation((url: string) =>
    url === '/calendar-feed'
      ? Promise.resolve(envelope(feedState))
      : Promise.reject(httpError(404)),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('CalendarFeedCard', () => {
  it('when the feed is turned on by keyboard, then its address, a webcal link and the hints show, and copy uses the clipboard', async () => {
    post.mockImplementation(() => {
      feedState = { enabled: true, createdAt: '2026-11-26T01:00:00.000Z' };
      return Promise.resolve(envelope({ url: URL_ONE }));
    });
    const user = renderCard();

    const turnOn = await screen.findByRole('button', { name: ko('turnOn') });
    turnOn.focus();
    await user.keyboard('{Enter}');

    expect(post.mock.calls[0]?.[0]).toBe('/calendar-feed');
    const address = await screen.findByRole('textbox', { name: ko('urlLabel') });
    expect(address).toHaveValue(URL_ONE);
    expect(address).toHaveAttribute('readonly');
    expect(screen.getByText(ko('copyNow'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: ko('webcal') })).toHaveAttribute(
      'href',
      URL_ONE.replace('https:', 'webcal:'),
    );
    expect(screen.getByText(ko('googleHint'))).toBeInTheDocument();
    expect(screen.getByText(ko('appleHint'))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ko('copy') }));
    // user-event stands in for the clipboard.
    expect(await navigator.clipboard.readText()).toBe(URL_ONE);
    expect(await screen.findByText(ko('copied'))).toBeInTheDocument();
  });

  it('when the feed is on, then regenerating and turning off ask first and act only once confirmed', async () => {
    feedState = { enabled: true, createdAt: '2026-11-26T01:00:00.000Z' };
    post.mockResolvedValue(envelope({ url: URL_TWO }));
    del.mockImplementation(() => {
      feedState = { enabled: false, createdAt: null };
      return Promise.resolve(envelope(feedState));
    });
    const user = renderCard();

    expect(await screen.findByText(ko('hiddenUrl'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: ko('regenerate') }));
    await answerQuestion(user, ko('regenerateConfirm'), '취소');
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: ko('regenerate') }));
    await answerQuestion(user, ko('regenerateConfirm'), ko('regenerate'));
    expect(await screen.findByRole('textbox', { name: ko('urlLabel') })).toHaveValue(URL_TWO);

    await user.click(screen.getByRole('button', { name: ko('turnOff') }));
    expect(del).not.toHaveBeenCalled();
    await answerQuestion(user, ko('turnOffConfirm'), ko('turnOff'));
    expect(del).toHaveBeenCalledTimes(1);
    expect(await screen.findByRole('button', { name: ko('turnOn') })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('when turning on fails, then the server’s reason shows', async () => {
    post.mockRejectedValue(httpError(429, '요청이 너무 많습니다.', 'TOO_MANY_REQUESTS'));
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: ko('turnOn') }));
    expect(await screen.findByText('요청이 너무 많습니다.')).toBeInTheDocument();
  });
});
