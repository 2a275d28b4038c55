import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freezeDateInEachTest } from '@/test/frozen-date';
import { renderPage } from '@/test/render-route';
import { ScheduleCalendar } from './ScheduleCalendar';

// Thursday 20 August 2026, 10:00 in Seoul.
freezeDateInEachTest(new Date('2026-08-20T01:00:00Z'));

function renderSeptember(closedDates: readonly string[] = []) {
  renderPage(
    <ScheduleCalendar
      month="2026-09"
      onMonthChange={vi.fn()}
      events={[]}
      closedDates={closedDates}
      loading={false}
      onOpen={vi.fn()}
    />,
    '/admin/lesson-schedule',
  );
}

const cellOf = (label: RegExp) => screen.getByText(label).closest('td') ?? document.body;

describe('ScheduleCalendar: public holidays and closed days', () => {
  it('when the month has public holidays, then each day shows its name and is read out with it', () => {
    renderSeptember();
    expect(screen.getByText(/^2026년 9월 25일 금요일, 추석$/)).toBeInTheDocument();
    expect(within(cellOf(/^2026년 9월 25일 /)).getByText('추석')).toBeVisible();
    expect(within(cellOf(/^2026년 9월 24일 /)).getByText('추석 전날')).toBeInTheDocument();
    expect(within(cellOf(/^2026년 9월 23일 /)).queryByText(/추석/)).toBeNull();
  });

  it('when a day is closed, then it is written 휴원일 and hatched, unlike a past day', () => {
    renderSeptember(['2026-09-24']);
    const closed = cellOf(/^2026년 9월 24일 .*, 휴원일, 추석 전날$/);
    expect(within(closed).getByText('휴원일')).toBeInTheDocument();
    expect(closed.className).toMatch(/closed/);
    expect(cellOf(/^2026년 9월 23일 /).className).not.toMatch(/closed/);
  });

  it('when the reader reads English, then the holiday has its English name', () => {
    window.localStorage.setItem('language', 'ENG');
    renderSeptember(['2026-09-24']);
    expect(within(cellOf(/September 25, 2026/)).getByText('Chuseok')).toBeInTheDocument();
    expect(within(cellOf(/September 24, 2026/)).getByText('Closed day')).toBeInTheDocument();
  });
});
