import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { MyPauses } from './MyPauses';

const { post, patch } = mockApiClient();

const pause = (id: number, state: string, extra = {}) => ({
  id,
  member: { id: 7, name: '김하늘' },
  fromMonth: '2027-02',
  untilMonth: '2027-03',
  months: ['2027-02', '2027-03'],
  state,
  reason: '해외 연수',
  keepSlot: null,
  staffReason: null,
  createdAt: '2027-01-05T01:00:00.000Z',
  decidedAt: null,
  ...extra,
});

let answer = {
  pauses: [
    pause(1, 'pending'),
    pause(2, 'approved', { fromMonth: '2026-06', untilMonth: '2026-06', keepSlot: false }),
  ],
  startMonths: ['2027-02', '2027-03', '2027-04', '2027-05', '2027-06', '2027-07'],
  hasWeeklySlot: true,
};

answerGetsInEachTest({ '/pauses/mine': () => answer });

function renderCard() {
  renderPage(<MyPauses />, '/user/lesson-schedule');
  return setupUser();
}

describe('MyPauses', () => {
  it('when it loads, then each pause shows its months, state and what happens to the slot', async () => {
    renderCard();
    const card = within(await screen.findByRole('region', { name: '휴원' }));
    const items = await card.findAllByRole('listitem');
    expect(items[0]).toHaveTextContent('2027년 2월 – 2027년 3월');
    expect(items[0]).toHaveTextContent('대기중');
    expect(items[1]).toHaveTextContent('2026년 6월');
    expect(items[1]).toHaveTextContent('수업 시간이 해제되었습니다');
  });

  it('when the member asks for two months from March by keyboard, then the request names March to April', async () => {
    post.mockResolvedValue(envelope(pause(3, 'pending')));
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: '휴원 신청' }));
    const dialog = within(screen.getByRole('dialog', { name: '휴원 신청' }));
    await user.selectOptions(dialog.getByLabelText('시작 달'), '2027-03');
    await user.selectOptions(dialog.getByLabelText('기간'), '2');
    expect(dialog.getByText('휴원 기간: 2027년 3월 – 2027년 4월')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('사유 (선택)'), '이사');
    await user.click(dialog.getByRole('button', { name: '신청하기' }));
    expect(post).toHaveBeenCalledWith('/pauses', {
      fromMonth: '2027-03',
      untilMonth: '2027-04',
      reason: '이사',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the server refuses an overlap, then its message shows in the dialog', async () => {
    post.mockRejectedValue(
      httpError(409, '이미 신청했거나 승인된 휴원과 겹치는 달이 있습니다.', 'PAUSE_OVERLAP'),
    );
    const user = renderCard();
    await user.click(await screen.findByRole('button', { name: '휴원 신청' }));
    const dialog = within(screen.getByRole('dialog', { name: '휴원 신청' }));
    await user.click(dialog.getByRole('button', { name: '신청하기' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('겹치는 달이 있습니다');
  });

  it('when a pending pause is withdrawn after confirming, then the withdraw call is made', async () => {
    patch.mockResolvedValue(envelope(pause(1, 'cancelled'), '휴원 신청을 취소했습니다.'));
    const user = renderCard();
    await user.click(
      await screen.findByRole('button', { name: '2027년 2월 – 2027년 3월 휴원 신청 취소' }),
    );
    const confirm = within(screen.getByRole('dialog', { name: '휴원 신청을 취소할까요?' }));
    await user.click(confirm.getByRole('button', { name: '신청 취소' }));
    expect(patch).toHaveBeenCalledWith('/pauses/1/withdraw');
  });

  it('when the member has no weekly slot, then there is no button and the card says why', async () => {
    answer = { ...answer, pauses: [], hasWeeklySlot: false };
    renderCard();
    expect(
      await screen.findByText('정규 수업 시간이 있어야 휴원을 신청할 수 있습니다.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '휴원 신청' })).not.toBeInTheDocument();
  });
});
