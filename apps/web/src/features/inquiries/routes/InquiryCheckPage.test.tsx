import type { TInquiryDetail, TInquiryPublicCard } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { InquiryCheckPage } from './InquiryCheckPage';
import { mockApiClient } from '@/test/mock-api-client';

const { get, post } = mockApiClient();

const feeCard: TInquiryPublicCard = {
  contactId: 7,
  nickname: '드러머',
  subject: '입시반 수강료와 레슨 시간이 어떻게 되는지 궁금합니다',
  category: '수업료 문의',
  categoryCode: 'fee',
  status: 'replied',
  createdAt: '2025-11-20T05:30:00.000Z',
};
const lessonCard: TInquiryPublicCard = {
  contactId: 8,
  nickname: '초보',
  subject: '처음인데 괜찮을까요?',
  category: '레슨 문의',
  categoryCode: 'lesson',
  status: 'pending',
  createdAt: '2025-11-21T01:00:00.000Z',
};

const publicPage = envelope({
  contacts: [feeCard, lessonCard],
  counts: { all: 12, lesson: 3, fee: 4, oneday: 2, facility: 1, other: 2 },
  pagination: { page: 1, limit: 10, total: 12, totalPages: 2 },
});

const repliedDetail: TInquiryDetail = {
  ...feeCard,
  message: '<b>입시반</b> 수강료가\n궁금합니다.',
  reply: '입시반은 월 210,000원입니다.',
  repliedAt: '2025-11-21T02:00:00.000Z',
};

function renderCheck(path = '/contact/check') {
  const { router } = renderPage(<InquiryCheckPage />, path);
  lastRouter = router;
  return setupUser();
}
let lastRouter: ReturnType<typeof renderPage>['router'];
const searchBox = () => screen.getByRole('searchbox', { name: '닉네임으로 찾기' });
const boardParams = () => get.mock.lastCall?.[1];

// Role queries compute every candidate's accessible name, which is slow in jsdom: inquiry cards
// are looked for within the list, questions within the FAQ, not among every button of the page.
const board = () => within(screen.getByRole('tabpanel'));
const faq = () => within(screen.getByRole('region', { name: '자주 묻는 질문' }));

async function openCard(user: TUser, subject: RegExp) {
  await user.click(await board().findByRole('button', { name: subject }));
  // The modal's module loads when the first card is opened.
  return screen.findByRole('dialog', { name: '비밀번호 확인' });
}

/** Opens the exam-fee inquiry and sends the password "wrong"; the password modal stays. */
async function sendWrongPassword() {
  const user = renderCheck();
  const modal = await openCard(user, /^입시반 수강료와/);
  await user.type(within(modal).getByLabelText('비밀번호'), 'wrong');
  await user.click(within(modal).getByRole('button', { name: '확인' }));
  return modal;
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  get.mockImplementation((url: string) =>
    url === '/contact/public' ? Promise.resolve(publicPage) : Promise.reject(httpError(401)),
  );
});

describe('InquiryCheckPage', () => {
  it('when a question is opened, then its answer shows the real fees', async () => {
    const user = renderCheck();
    expect(faq().getAllByRole('button', { expanded: false })).toHaveLength(6);

    await user.click(faq().getByRole('button', { name: '수강료는 얼마인가요?' }));
    expect(faq().getByRole('button', { name: '수강료는 얼마인가요?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('region', { name: '수강료는 얼마인가요?' })).toHaveTextContent(
      /일반\(취미\) 과정은 월 170,000원, 입시 과정은 월 210,000원/,
    );
  });

  it('when the list loads, then tabs show the counts and a card shows its cut subject, status and date', async () => {
    renderCheck();
    expect(await screen.findByRole('tab', { name: '전체 12건' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: '레슨 문의 3건' })).toBeInTheDocument();
    const card = board().getByRole('button', { name: /^입시반 수강료와/ });
    expect(card).toHaveTextContent('입시반 수강료와 레슨 시간이 어떻게 되는지 궁...');
    expect(card).toHaveTextContent('답변 완료');
    expect(card).toHaveTextContent('25.11.20');
    expect(get).toHaveBeenCalledWith('/contact/public', {
      params: { category: 'all', page: 1, limit: 10 },
    });
  });

  it('when a tab or a page is chosen, then that category or page is asked for', async () => {
    const user = renderCheck();
    await user.click(await screen.findByRole('tab', { name: '레슨 문의 3건' }));
    expect(get).toHaveBeenLastCalledWith('/contact/public', {
      params: { category: 'lesson', page: 1, limit: 10 },
    });
    await user.click(await screen.findByRole('button', { name: '2 페이지' }));
    expect(get).toHaveBeenLastCalledWith('/contact/public', {
      params: { category: 'lesson', page: 2, limit: 10 },
    });
  });

  it('when the password is wrong, then the server message shows inside the password modal', async () => {
    post.mockRejectedValue(httpError(401, '비밀번호가 일치하지 않습니다.'));
    const modal = await sendWrongPassword();

    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      '비밀번호가 일치하지 않습니다.',
    );
    expect(screen.getByRole('dialog', { name: '비밀번호 확인' })).toBeInTheDocument();
    expect(within(modal).getByLabelText('비밀번호')).toHaveFocus();
    expect(post).toHaveBeenCalledWith('/contact/check', { contactId: 7, password: 'wrong' });
  });

  it('when the inquiry is locked, then the lock message shows in the modal', async () => {
    post.mockRejectedValue(httpError(423, '비밀번호를 5회 잘못 입력하여 잠겼습니다.'));
    const modal = await sendWrongPassword();

    expect(await within(modal).findByRole('alert')).toHaveTextContent('잠겼습니다');
  });

  it('when the password is empty, then it is asked for without calling the server', async () => {
    const user = renderCheck();
    const modal = await openCard(user, /^입시반 수강료와/);
    await user.click(within(modal).getByRole('button', { name: '확인' }));

    expect(within(modal).getByLabelText('비밀번호')).toHaveAccessibleDescription(
      '비밀번호를 입력해주세요.',
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('when the password is right, then the detail shows the message as text and the dated reply', async () => {
    post.mockResolvedValue(envelope(repliedDetail));
    const user = renderCheck();
    const modal = await openCard(user, /^입시반 수강료와/);
    await user.type(within(modal).getByLabelText('비밀번호'), '1234');
    await user.click(within(modal).getByRole('button', { name: '확인' }));

    const detail = await screen.findByRole('dialog', { name: feeCard.subject });
    expect(within(detail).getByText(/<b>입시반<\/b> 수강료가/)).toBeInTheDocument();
    expect(detail.querySelector('b')).toBeNull();
    expect(within(detail).getByRole('region', { name: '답변' })).toHaveTextContent(
      '입시반은 월 210,000원입니다.',
    );
    expect(within(detail).getByText('답변일 2025-11-21 11:00')).toBeInTheDocument();

    await user.click(within(detail).getByRole('button', { name: '목록으로' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(board().getByRole('button', { name: /^입시반 수강료와/ })).toHaveFocus();
  });

  it('when the inquiry has no reply yet, then the awaiting-reply notice shows', async () => {
    post.mockResolvedValue(
      envelope({ ...lessonCard, message: '처음이에요', reply: null, repliedAt: null }),
    );
    const user = renderCheck();
    const modal = await openCard(user, /^처음인데/);
    await user.type(within(modal).getByLabelText('비밀번호'), '1234');
    await user.click(within(modal).getByRole('button', { name: '확인' }));

    const detail = await screen.findByRole('dialog', { name: '처음인데 괜찮을까요?' });
    expect(detail).toHaveTextContent('아직 답변이 등록되지 않았습니다.');
    expect(within(detail).getByText('답변 대기')).toBeInTheDocument();
  });

  describe('nickname search', () => {
    const found = envelope({
      contacts: [lessonCard],
      counts: { all: 1, lesson: 1, fee: 0, oneday: 0, facility: 0, other: 0 },
      pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
    });

    it('when a nickname is searched by keyboard, then page 1 is asked with it, the address keeps it and the count is told', async () => {
      const user = renderCheck();
      await user.click(await screen.findByRole('button', { name: '2 페이지' }));
      get.mockImplementation(() => Promise.resolve(found));
      await user.type(searchBox(), '  초보 {Enter}');

      expect(boardParams()).toEqual({
        params: { category: 'all', page: 1, nickname: '초보', limit: 10 },
      });
      expect(lastRouter.state.location.search).toBe(`?nickname=${encodeURIComponent('초보')}`);
      expect(await screen.findByText('닉네임에 ‘초보’이(가) 들어간 문의 1건')).toBeInTheDocument();
      expect(board().getByRole('button', { name: /^처음인데/ })).toBeInTheDocument();
    });

    it('when the page opens with a nickname in the address, then the box shows it and the list is searched', async () => {
      get.mockImplementation(() => Promise.resolve(found));
      renderCheck(`/contact/check?nickname=${encodeURIComponent(' 초보 ')}`);

      expect(await board().findByRole('button', { name: /^처음인데/ })).toBeInTheDocument();
      expect(searchBox()).toHaveValue('초보');
      expect(boardParams()).toEqual({
        params: { category: 'all', page: 1, nickname: '초보', limit: 10 },
      });
    });

    it('when the search is cleared, then the whole board is asked for again and the box has the focus', async () => {
      get.mockImplementation(() => Promise.resolve(found));
      const user = renderCheck('/contact/check?nickname=초보');
      await user.click(await screen.findByRole('button', { name: '전체 보기' }));

      expect(boardParams()).toEqual({ params: { category: 'all', page: 1, limit: 10 } });
      expect(lastRouter.state.location.search).toBe('');
      expect(searchBox()).toHaveValue('');
      expect(searchBox()).toHaveFocus();
    });

    it('when a blank search is sent, then no nickname is asked for', async () => {
      const user = renderCheck();
      await screen.findByRole('tab', { name: '전체 12건' });
      await user.type(searchBox(), '   {Enter}');

      expect(boardParams()).toEqual({ params: { category: 'all', page: 1, limit: 10 } });
      expect(lastRouter.state.location.search).toBe('');
    });

    it('when nothing has the nickname, then the empty board says so', async () => {
      get.mockImplementation(() =>
        Promise.resolve(
          envelope({
            contacts: [],
            counts: { all: 0, lesson: 0, fee: 0, oneday: 0, facility: 0, other: 0 },
            pagination: { page: 1, limit: 10, total: 0, totalPages: 0 },
          }),
        ),
      );
      renderCheck('/contact/check?nickname=없음');

      expect(
        await board().findByText('닉네임에 ‘없음’이(가) 들어간 문의가 없습니다.'),
      ).toBeInTheDocument();
    });

    it('when the page is in English, then the search and its result speak English', async () => {
      window.localStorage.setItem('language', 'ENG');
      get.mockImplementation(() => Promise.resolve(found));
      renderCheck('/contact/check?nickname=kim');

      expect(await screen.findByRole('searchbox', { name: 'Find by nickname' })).toHaveValue('kim');
      expect(
        await screen.findByText('Inquiries with “kim” in the nickname: 1'),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Show all' })).toBeInTheDocument();
    });
  });
});

describe('InquiryCheckPage opened from a sent inquiry', () => {
  it('when the address names the inquiry to open, then its password step opens, and closing it leaves the search', async () => {
    const user = renderCheck('/contact/check?nickname=%EB%93%9C%EB%9F%AC%EB%A8%B8&open=7');
    const modal = await screen.findByRole('dialog', { name: '비밀번호 확인' });
    expect(modal).toHaveTextContent('입시반 수강료와 레슨 시간');
    expect(within(modal).getByLabelText('비밀번호')).toHaveFocus();
    await user.click(within(modal).getByRole('button', { name: '취소' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(lastRouter.state.location.search).toBe('?nickname=%EB%93%9C%EB%9F%AC%EB%A8%B8');
  });

  it('when the inquiry to open is not listed, then no dialog opens', async () => {
    renderCheck('/contact/check?open=99');
    expect(await board().findByRole('button', { name: /^처음인데/ })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
