import { render, screen, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import type { TCalendarEvent } from './calendar-types';
import { MonthCalendar } from './MonthCalendar';
import type { TMonthCalendarProps } from './MonthCalendar';

const TODAY = '2025-11-20';

function renderCalendar(props: Partial<TMonthCalendarProps<TCalendarEvent>> = {}) {
  const onSelectDate = vi.fn();
  const onUnavailableDate = vi.fn();
  render(
    <LanguageProvider>
      <MonthCalendar
        label="날짜 선택"
        today={TODAY}
        onSelectDate={onSelectDate}
        onUnavailableDate={onUnavailableDate}
        {...props}
      />
    </LanguageProvider>,
  );
  return { user: setupUser(), onSelectDate, onUnavailableDate };
}

const day = (name: RegExp | string) => screen.getByRole('button', { name });

const events = (count: number, date = '2025-11-25'): TCalendarEvent[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index,
    date,
    title: `드럼 레슨 김하늘 학생 ${index + 1}`,
  }));

const originalMatchMedia = window.matchMedia;
afterEach(() => {
  window.matchMedia = originalMatchMedia;
});

describe('MonthCalendar', () => {
  it('when shown, then the week starts on Monday and today is marked as the current date', () => {
    renderCalendar();
    const grid = screen.getByRole('grid', { name: '날짜 선택 2025년 11월' });
    const headers = within(grid)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual(['월', '화', '수', '목', '금', '토', '일']);
    expect(day('2025년 11월 20일 목요일, 오늘')).toHaveAttribute('aria-current', 'date');
  });

  it('when a day is pressed, then it is chosen; chosen days are pressed buttons', async () => {
    const { user, onSelectDate } = renderCalendar({ selectedDates: ['2025-11-27'] });
    const pressed = day(/11월 25일/);
    await user.click(pressed);
    expect(onSelectDate).toHaveBeenCalledWith('2025-11-25');
    expect(day(/11월 27일/)).toHaveAttribute('aria-pressed', 'true');
    expect(pressed).toHaveAttribute('aria-pressed', 'false');
  });

  it('when past days are refused, then they are unavailable and pressing one only reports it', async () => {
    const { user, onSelectDate, onUnavailableDate } = renderCalendar({ disablePast: true });
    const past = day(/11월 19일/);
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await user.click(past);
    expect(onUnavailableDate).toHaveBeenCalledWith('2025-11-19');
    expect(onSelectDate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
  });

  it('when a last day is set, then later days are unavailable and later months are not shown', async () => {
    const { user, onSelectDate, onUnavailableDate } = renderCalendar({
      disablePast: true,
      lastDate: '2025-12-04',
    });
    await user.click(day(/11월 21일/));
    expect(onSelectDate).toHaveBeenCalledWith('2025-11-21');
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(day(/12월 4일/)).not.toHaveAttribute('aria-disabled');
    const beyond = day(/12월 5일/);
    expect(beyond).toHaveAttribute('aria-disabled', 'true');
    await user.click(beyond);
    expect(onUnavailableDate).toHaveBeenCalledWith('2025-12-05');
    expect(screen.getByRole('button', { name: '다음 달' })).toBeDisabled();
  });

  it('when a first day is set, then earlier months are not shown', async () => {
    const { user } = renderCalendar({ firstDate: '2025-10-01' });
    await user.click(screen.getByRole('button', { name: '이전 달' }));
    expect(screen.getByText('2025년 10월')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '이전 달' })).toBeDisabled();
  });

  it('when some days are ruled out, then they are unavailable like past days', async () => {
    const { user, onSelectDate, onUnavailableDate } = renderCalendar({
      isDateUnavailable: (date: string) => date === '2025-11-29',
    });
    const ruledOut = day(/11월 29일/);
    expect(ruledOut).toHaveAttribute('aria-disabled', 'true');
    await user.click(ruledOut);
    expect(onUnavailableDate).toHaveBeenCalledWith('2025-11-29');
    expect(onSelectDate).not.toHaveBeenCalled();
  });

  it('when the month buttons are used, then the month changes and is reported', async () => {
    const onMonthChange = vi.fn();
    const { user } = renderCalendar({ onMonthChange });
    await user.click(screen.getByRole('button', { name: '다음 달' }));
    expect(screen.getByText('2025년 12월')).toBeInTheDocument();
    expect(onMonthChange).toHaveBeenLastCalledWith('2025-12');
    await user.click(screen.getByRole('button', { name: '오늘' }));
    expect(screen.getByText('2025년 11월')).toBeInTheDocument();
  });

  it('when arrow keys are used, then focus moves by day and week and turns the month', async () => {
    const { user, onSelectDate } = renderCalendar();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(day(/11월 20일/)).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(day(/11월 21일/)).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(day(/12월 5일/)).toHaveFocus();
    expect(screen.getByText('2025년 12월')).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(onSelectDate).toHaveBeenCalledWith('2025-12-05');
  });

  it('when a day has more events than fit, then three show and "+N more" opens them all', async () => {
    const onEventClick = vi.fn();
    const { user } = renderCalendar({ events: events(5), onEventClick });
    expect(screen.getAllByRole('button', { name: /드럼 레슨/ })).toHaveLength(3);

    await user.click(
      screen.getByRole('button', {
        name: '+2개 더보기: 2025년 11월 25일 화요일 일정 5개 모두 보기',
      }),
    );
    const popup = screen.getByRole('dialog', { name: '2025년 11월 25일 화요일' });
    expect(within(popup).getAllByRole('button', { name: /드럼 레슨/ })).toHaveLength(5);

    await user.click(within(popup).getByRole('button', { name: '드럼 레슨 김하늘 학생 5' }));
    expect(onEventClick).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the screen is 768 px or narrower, then two events show with titles cut to 8 characters', () => {
    window.matchMedia = (query: string) => ({ ...originalMatchMedia(query), matches: true });
    renderCalendar({ events: events(3) });
    expect(screen.getAllByText(/드럼 레슨/).map((chip) => chip.textContent)).toEqual([
      '드럼 레슨 김하...',
      '드럼 레슨 김하...',
    ]);
    expect(screen.getByText('+1개 더보기')).toBeInTheDocument();
  });
});
