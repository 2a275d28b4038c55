import type { TScheduleChangeItem } from '@academy/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MoveLessonDialog } from './MoveLessonDialog';

const { post } = mockApiClient();

const moved: TScheduleChangeItem = {
  id: 3,
  user: { name: '김민준', phoneNumber: '01012345678', email: null },
  changeType: 'temporary',
  changePeriod: 'custom',
  changeStartDate: '2030-03-05',
  changeEndDate: '2030-03-05',
  requestedDate: '2030-03-06',
  requestedStartTime: '14:30',
  requestedEndTime: '15:30',
  requestedWeekDay: null,
  reason: '학원 사정',
  status: 'approved',
  teacherResponse: '학원 사정',
  createdAt: '2030-03-01T00:00:00.000Z',
  updatedAt: '2030-03-01T00:00:00.000Z',
};

beforeEach(() => {
  post.mockReset();
  post.mockResolvedValue(envelope(moved, '수업을 옮겼습니다.'));
});

function renderDialog() {
  const onClose = vi.fn();
  renderPage(
    <MoveLessonDialog
      member={{ id: 12, name: '김민준' }}
      originalDate="2030-03-05"
      onClose={onClose}
    />,
  );
  return { user: setupUser(), onClose, dialog: within(screen.getByRole('dialog')) };
}

describe('MoveLessonDialog', () => {
  it('when the new day, hours and reason are given, then the move is sent in minutes and the dialog closes', async () => {
    const { user, onClose, dialog } = renderDialog();
    fireEvent.change(dialog.getByLabelText('새 날짜'), { target: { value: '2030-03-06' } });
    fireEvent.change(dialog.getByLabelText('시작 시간'), { target: { value: '14:30' } });
    fireEvent.change(dialog.getByLabelText('종료 시간'), { target: { value: '15:30' } });
    await fillIn(user, dialog.getByLabelText('변경 사유'), '학원 사정');
    await user.click(dialog.getByRole('button', { name: '옮기기' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith('/modification/lesson-move', {
      memberId: 12,
      originalDate: '2030-03-05',
      newDate: '2030-03-06',
      startMinute: 870,
      endMinute: 930,
      reason: '학원 사정',
    });
  });

  it('when the hours are off the half hour and the reason empty, then it says so and sends nothing', async () => {
    const { user, dialog } = renderDialog();
    fireEvent.change(dialog.getByLabelText('새 날짜'), { target: { value: '2030-03-06' } });
    fireEvent.change(dialog.getByLabelText('시작 시간'), { target: { value: '14:10' } });
    fireEvent.change(dialog.getByLabelText('종료 시간'), { target: { value: '15:00' } });
    await user.click(dialog.getByRole('button', { name: '옮기기' }));
    expect(await dialog.findByText('변경 사유를 입력해주세요.')).toBeInTheDocument();
    await fillIn(user, dialog.getByLabelText('변경 사유'), '학원 사정');
    await user.click(dialog.getByRole('button', { name: '옮기기' }));
    expect(await dialog.findByText(/30분 단위로/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
