import { screen, waitFor, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate } from '@academy/contracts';
import type { TAttendanceOccurrence } from '@academy/contracts';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { envelope, httpError, verifiedAs } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { mondayOf } from '../components/attendance-dates';
import { StaffAttendancePage } from './StaffAttendancePage';
import { mockApiClient } from '@/test/mock-api-client';
import { attendanceOccurrence } from '@/test/attendance';

const { get, put } = mockApiClient();

const today = todayIsoDate();
const nextMonday = addDaysToIsoDate(mondayOf(today), 7);

const occurrence = (
  memberId: number,
  memberName: string,
  date: string,
  extra: Partial<TAttendanceOccurrence> = {},
): TAttendanceOccurrence => attendanceOccurrence({ memberId, memberName, date, ...extra });

let stored: TAttendanceOccurrence[] = [];

beforeEach(() => {
  get.mockReset();
  put.mockReset();
  stored = [
    occurrence(1, '가나다', today),
    occurrence(2, '라마바', today, { closedDay: true, status: 'cancelled_by_academy' }),
    occurrence(3, '사아자', nextMonday),
  ];
  get.mockImplementation((url: string, config?: { params?: unknown }) => {
    if (url === '/auth/verify') {
      return Promise.resolve(verifiedAs(staffSession({ teacherId: 1, role: 'admin' })));
    }
    if (url === '/attendance') {
      const { from, to } = config?.params as { from: string; to: string };
      const occurrences = stored.filter((item) => item.date >= from && item.date <= to);
      return Promise.resolve(envelope({ occurrences }));
    }
    return Promise.reject(httpError(404));
  });
});

function renderAttendance() {
  renderPage(<StaffAttendancePage />, '/admin/attendance');
  return setupUser();
}

/** The grid's buttons of one lesson (the narrow list holds the same ones). */
const lessonGroup = (name: string, date: string) =>
  within(screen.getByRole('table')).getByRole('group', { name: `${name} ${date} 19:00 출석` });

describe('StaffAttendancePage', () => {
  it('when staff press a state, then it is saved for that member and day and the week is read again', async () => {
    put.mockImplementation(() => {
      const first = stored[0];
      if (first) stored[0] = { ...first, status: 'attended' };
      return Promise.resolve(
        envelope({
          occurrence: stored[0],
          credit: null,
          creditRefusal: null,
          creditVoided: false,
          makeupCancelled: false,
        }),
      );
    });
    const user = renderAttendance();
    expect(await screen.findByRole('rowheader', { name: '가나다' })).toBeInTheDocument();
    const group = lessonGroup('가나다', today);
    await user.click(within(group).getByRole('button', { name: '출석' }));

    expect(put).toHaveBeenCalledWith('/attendance', {
      memberId: 1,
      date: today,
      status: 'attended',
    });
    await waitFor(() =>
      expect(
        within(lessonGroup('가나다', today)).getByRole('button', { name: '출석' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(
      within(lessonGroup('가나다', today)).getByRole('button', { name: '지우기' }),
    ).toBeEnabled();
  });

  it('when the academy is closed that day, then the lesson shows the closed day and no buttons', async () => {
    renderAttendance();
    const row = (await screen.findByRole('rowheader', { name: '라마바' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('휴원일')).toBeInTheDocument();
    expect(within(row).queryByRole('group')).not.toBeInTheDocument();
  });

  it('when staff go to next week, then only cancelling is offered for its lessons, by keyboard too', async () => {
    put.mockResolvedValue(
      envelope({
        occurrence: { ...occurrence(3, '사아자', nextMonday), status: 'cancelled_by_academy' },
        credit: { expiresOn: '2099-01-01' },
        creditRefusal: null,
        creditVoided: false,
        makeupCancelled: false,
      }),
    );
    const user = renderAttendance();
    await user.click(await screen.findByRole('button', { name: '다음 주' }));
    expect(await screen.findByRole('rowheader', { name: '사아자' })).toBeInTheDocument();
    const group = lessonGroup('사아자', nextMonday);
    expect(within(group).getByRole('button', { name: '출석' })).toBeDisabled();
    expect(within(group).getByRole('button', { name: '무단 결석' })).toBeDisabled();
    within(group).getByRole('button', { name: '휴강' }).focus();
    await user.keyboard('{Enter}');
    expect(put).toHaveBeenCalledWith('/attendance', {
      memberId: 3,
      date: nextMonday,
      status: 'cancelled_by_academy',
    });
    expect(
      await screen.findByText('보강권이 생겼습니다(2099년 1월 1일 (목)까지).'),
    ).toBeInTheDocument();
  });

  it('when a mark is refused, then the server’s reason shows', async () => {
    put.mockRejectedValue(
      httpError(400, '그 날짜는 해당 회원의 수업일이 아닙니다.', 'VALIDATION_FAILED'),
    );
    const user = renderAttendance();
    await screen.findByRole('rowheader', { name: '가나다' });
    await user.click(
      within(lessonGroup('가나다', today)).getByRole('button', { name: '무단 결석' }),
    );
    expect(await screen.findByText('그 날짜는 해당 회원의 수업일이 아닙니다.')).toBeInTheDocument();
  });
});
