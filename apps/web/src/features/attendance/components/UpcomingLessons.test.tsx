import { screen, within } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { addDaysToIsoDate, sentenceDate } from '@academy/contracts';
import type { TAttendanceOccurrence } from '@academy/contracts';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { UpcomingLessons } from './UpcomingLessons';
import { mockApiClient } from '@/test/mock-api-client';
import { attendanceOccurrence } from '@/test/attendance';

const { get, post, delete: remove } = mockApiClient();

const today = todayIsoDate();
const nextWeek = addDaysToIsoDate(today, 7);

const occurrence = (date: string, startTime: string): TAttendanceOccurrence =>
  attendanceOccurrence({ date, startTime, endTime: '23:59' });

function renderUpcoming() {
  renderPage(<UpcomingLessons />, '/user/lesson-schedule');
  return setupUser();
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  remove.mockReset();
  get.mockImplementation(
    answerGets({
      '/attendance': () => ({
        occurrences: [occurrence(today, '00:00'), occurrence(nextWeek, '19:00')],
      }),
    }),
  );
});

describe('UpcomingLessons', () => {
  it('when a lesson is at least 24 hours away, then "I cannot come" asks a reason and tells the credit earned', async () => {
    const message = `결석 연락을 받았습니다. 보강권이 생겼습니다(2099-01-01까지 사용 가능).`;
    post.mockResolvedValue(
      envelope(
        {
          occurrence: { ...occurrence(nextWeek, '19:00'), status: 'absent_with_notice' },
          credit: { expiresOn: '2099-01-01' },
          creditRefusal: null,
          creditVoided: false,
          makeupCancelled: false,
        },
        message,
      ),
    );
    const user = renderUpcoming();
    await user.click(
      await screen.findByRole('button', {
        name: `${sentenceDate(nextWeek, 'ko')} 19:00 레슨에 못 가요`,
      }),
    );
    const dialog = screen.getByRole('dialog', {
      name: `${sentenceDate(nextWeek, 'ko')} 19:00 레슨 결석 연락`,
    });
    await user.click(within(dialog).getByRole('button', { name: '결석 연락 보내기' }));
    expect(await within(dialog).findByText('결석 사유를 입력해주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText(/결석 사유/), '가족 행사');
    await user.click(within(dialog).getByRole('button', { name: '결석 연락 보내기' }));
    expect(post).toHaveBeenCalledWith('/attendance/notice', {
      date: nextWeek,
      reason: '가족 행사',
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when a lesson is within 24 hours, then it offers no notice', async () => {
    renderUpcoming();
    await screen.findByRole('button', {
      name: `${sentenceDate(nextWeek, 'ko')} 19:00 레슨에 못 가요`,
    });
    expect(
      screen.queryByRole('button', { name: `${sentenceDate(today, 'ko')} 00:00 레슨에 못 가요` }),
    ).not.toBeInTheDocument();
  });

  it('when the notice is refused, then the server’s reason shows and the dialog stays', async () => {
    post.mockRejectedValue(
      httpError(409, '이미 결석 연락을 한 수업입니다.', 'NOTICE_ALREADY_GIVEN'),
    );
    const user = renderUpcoming();
    await user.click(
      await screen.findByRole('button', {
        name: `${sentenceDate(nextWeek, 'ko')} 19:00 레슨에 못 가요`,
      }),
    );
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/결석 사유/), '여행');
    await user.click(within(dialog).getByRole('button', { name: '결석 연락 보내기' }));
    expect(await within(dialog).findByText('이미 결석 연락을 한 수업입니다.')).toBeInTheDocument();
  });

  it('when the member gave notice for a lesson at least 24 hours away, then "I can come after all" asks first, then withdraws it and says so', async () => {
    get.mockImplementation(
      answerGets({
        '/attendance': () => ({
          occurrences: [
            { ...occurrence(today, '00:00'), status: 'absent_with_notice' },
            { ...occurrence(nextWeek, '19:00'), status: 'absent_with_notice' },
          ],
        }),
      }),
    );
    const message = '결석 연락을 취소했습니다. 수업에 오실 수 있습니다.';
    remove.mockResolvedValue(envelope({ date: nextWeek, creditVoided: true }, message));
    const user = renderUpcoming();
    const withdraw = await screen.findByRole('button', {
      name: `${sentenceDate(nextWeek, 'ko')} 19:00 레슨 결석 연락 취소`,
    });
    expect(
      screen.queryByRole('button', {
        name: `${sentenceDate(today, 'ko')} 00:00 레슨 결석 연락 취소`,
      }),
    ).not.toBeInTheDocument();

    await user.click(withdraw);
    const dialog = screen.getByRole('dialog', {
      name: `${sentenceDate(nextWeek, 'ko')} 19:00 레슨의 결석 연락을 취소할까요?`,
    });
    await user.click(within(dialog).getByRole('button', { name: '결석 연락 유지' }));
    expect(remove).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(withdraw);
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: '결석 연락 취소' }),
    );
    expect(remove).toHaveBeenCalledWith(`/attendance/notice/${nextWeek}`);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
