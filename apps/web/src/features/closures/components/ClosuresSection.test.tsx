import type { TClosure } from '@academy/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import { answerQuestion } from '@/test/dialogs';
import { setupUser, type TUser } from '@/test/user';
import toast from 'react-hot-toast';
import { describe, expect, it, vi } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { ClosuresSection } from './ClosuresSection';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { freezeDateInEachTest } from '@/test/frozen-date';

const { get, post, delete: remove } = mockApiClient();

// Thursday 20 November 2025, 10:00 in Seoul.
const NOW = new Date('2025-11-20T01:00:00Z');
const TODAY = '2025-11-20';

const newYear: TClosure = {
  id: 7,
  date: '2026-02-17',
  reason: '설날',
  reasonEn: 'Lunar New Year',
  createdAt: '2025-11-01T00:00:00.000Z',
};

function renderSection() {
  const user = setupUser();
  renderPage(<ClosuresSection today={TODAY} />, '/admin/lesson-schedule');
  return user;
}

const section = () => within(screen.getByRole('region', { name: '휴원일' }));

async function fill(user: TUser, date: string, reason: string) {
  fireEvent.change(section().getByLabelText('날짜'), { target: { value: date } });
  await user.type(section().getByLabelText('사유(한국어)'), reason);
  await user.type(section().getByLabelText('사유(영어)'), 'Chuseok');
}

freezeDateInEachTest(NOW);

answerGetsInEachTest({ '/closures': () => ({ closures: [newYear] }) });

describe('ClosuresSection', () => {
  it('when it loads, then the coming closed days are listed with their reason', async () => {
    renderSection();
    expect(await screen.findByText('설날')).toBeInTheDocument();
    expect(section().getByRole('button', { name: /2026.*2.*17.*휴원일 삭제/ })).toBeInTheDocument();
  });

  it('when none are ahead, then it says so', async () => {
    get.mockResolvedValue(envelope({ closures: [] }));
    renderSection();
    expect(await screen.findByText('예정된 휴원일이 없습니다.')).toBeInTheDocument();
  });

  it('when a day is declared, then the body is sent and the form is emptied', async () => {
    post.mockResolvedValue(
      envelope({ ...newYear, id: 8, notifiedMemberCount: 2, cancelledBookingCount: 1 }),
    );
    const success = vi.spyOn(toast, 'success');
    const user = renderSection();
    await screen.findByText('설날');
    await fill(user, '2025-12-24', '추석');
    await user.click(section().getByRole('button', { name: '휴원일 등록' }));
    expect(post).toHaveBeenCalledWith('/closures', {
      date: '2025-12-24',
      reason: '추석',
      reasonEn: 'Chuseok',
    });
    expect(success).toHaveBeenCalledWith('휴원일을 등록했습니다.', { duration: 3000 });
    expect(section().getByLabelText('사유(한국어)')).toHaveValue('');
  });

  it('when the day is past or a reason is missing, then it is told and nothing is sent', async () => {
    const user = renderSection();
    await screen.findByText('설날');
    fireEvent.change(section().getByLabelText('날짜'), { target: { value: '2025-11-19' } });
    await user.click(section().getByRole('button', { name: '휴원일 등록' }));
    expect(
      await section().findByText('지난 날짜는 휴원일로 지정할 수 없습니다.'),
    ).toBeInTheDocument();
    expect(section().getByText('휴원 사유(한국어)를 입력해주세요.')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the day is already closed, then the server message shows and the input is kept', async () => {
    post.mockRejectedValue(httpError(409, '이미 휴원일로 등록된 날짜입니다.', 'CLOSURE_EXISTS'));
    const user = renderSection();
    await screen.findByText('설날');
    await fill(user, '2026-02-17', '설날 연휴');
    await user.click(section().getByRole('button', { name: '휴원일 등록' }));
    expect(await section().findByRole('alert')).toHaveTextContent(
      '이미 휴원일로 등록된 날짜입니다.',
    );
    expect(section().getByLabelText('사유(한국어)')).toHaveValue('설날 연휴');
  });

  it('when a closed day is removed, then it asks first and deletes it only once confirmed', async () => {
    remove.mockResolvedValue(envelope(newYear));
    const user = renderSection();
    const button = await section().findByRole('button', { name: /휴원일 삭제/ });
    const question = /휴원일을 삭제할까요\? 이미 취소된 연습실 예약은 되살아나지 않습니다\.$/;
    await user.click(button);
    await answerQuestion(user, question, '취소');
    expect(remove).not.toHaveBeenCalled();
    expect(button).toHaveFocus();
    await user.click(button);
    await answerQuestion(user, question, '2026년 2월 17일 화요일 휴원일 삭제');
    expect(remove).toHaveBeenCalledWith('/closures/7');
  });

  it('when the reader reads English, then the English reason is shown', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderSection();
    expect(await screen.findByText('Lunar New Year')).toBeInTheDocument();
  });
});
