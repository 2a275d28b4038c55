import type { TClosure } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerQuestion } from '@/test/dialogs';
import { envelope } from '@/test/api-response';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { PublicHolidaysSection } from './PublicHolidaysSection';

const { post } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul.
freezeDateInEachTest(new Date('2025-11-20T01:00:00Z'));

const seollal: TClosure = {
  id: 7,
  date: '2026-02-17',
  reason: '설날',
  reasonEn: 'Seollal (Lunar New Year)',
  createdAt: '2025-11-01T00:00:00.000Z',
};

answerGetsInEachTest({ '/closures': () => ({ closures: [seollal] }) });

function renderSection() {
  const user = setupUser();
  renderPage(<PublicHolidaysSection today="2025-11-20" />, '/admin/closures');
  return user;
}

const section = () => within(screen.getByRole('region', { name: '다가오는 공휴일' }));
const itemOf = (text: string) =>
  within(section().getByText(text, { exact: true }).closest('li') ?? document.body);

describe('PublicHolidaysSection', () => {
  it('when it loads, then the holidays of the next 12 months are listed in order, from Christmas on', async () => {
    renderSection();
    await screen.findByText('휴원일로 지정됨');
    const names = section()
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    expect(names[0]).toMatch(/^2025년 12월 25일 .*기독탄신일/);
    expect(names[1]).toMatch(/^2026년 1월 1일 .*1월 1일/);
    expect(names.some((name) => name.includes('추석'))).toBe(true);
    expect(names.every((name) => !name.includes('2026년 11월 20일'))).toBe(true);
    // Until 20 November 2026: 한글날 (9 October) is the last.
    expect(names.at(-1)).toMatch(/2026년 10월 9일 .*한글날/);
  });

  it('when a holiday is already closed, then it says so and offers no button', async () => {
    renderSection();
    const item = itemOf('설날');
    expect(await item.findByText('휴원일로 지정됨')).toBeInTheDocument();
    expect(item.queryByRole('button')).toBeNull();
  });

  it('when staff declare a holiday and confirm, then its day and both names are sent', async () => {
    post.mockResolvedValue(
      envelope({ ...seollal, id: 8, notifiedMemberCount: 0, cancelledBookingCount: 0 }),
    );
    const user = renderSection();
    await screen.findByText('휴원일로 지정됨');
    await user.click(
      itemOf('기독탄신일').getByRole('button', {
        name: /2025년 12월 25일 .*기독탄신일 휴원일로 지정/,
      }),
    );
    await answerQuestion(
      user,
      /기독탄신일을\(를\) 휴원일로 지정할까요\?/,
      '2025년 12월 25일 목요일 기독탄신일 휴원일로 지정',
    );
    expect(post).toHaveBeenCalledWith('/closures', {
      date: '2025-12-25',
      reason: '기독탄신일',
      reasonEn: 'Christmas Day',
    });
  });

  it('when staff cancel the question, then nothing is sent', async () => {
    const user = renderSection();
    await screen.findByText('휴원일로 지정됨');
    await user.click(itemOf('기독탄신일').getByRole('button'));
    await answerQuestion(user, /휴원일로 지정할까요\?/, '취소');
    expect(post).not.toHaveBeenCalled();
  });

  it('when the reader reads English, then the English names are shown', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderSection();
    expect(await screen.findByText('Christmas Day')).toBeInTheDocument();
    expect(await screen.findByText('Declared closed')).toBeInTheDocument();
  });
});
