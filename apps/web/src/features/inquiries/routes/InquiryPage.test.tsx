import { screen, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '@/lib/api-client';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { InquiryPage } from './InquiryPage';
import { mockApiClient } from '@/test/mock-api-client';

const { post } = mockApiClient();

const field = {
  nickname: () => screen.getByLabelText('닉네임'),
  password: () => screen.getByLabelText('비밀번호'),
  category: () => screen.getByLabelText('문의 유형'),
  subject: () => screen.getByLabelText('제목'),
  message: () => screen.getByLabelText('문의 내용'),
};
const send = () => screen.getByRole('button', { name: '문의 보내기' });

function renderInquiry() {
  renderPage(<InquiryPage />, '/contact');
  return setupUser();
}

async function fillInquiry(user: TUser, password = '1234') {
  await fillIn(user, field.nickname(), '드러머');
  await fillIn(user, field.password(), password);
  await user.selectOptions(field.category(), '수업료 문의');
  await fillIn(user, field.subject(), '수강료 문의드립니다');
  await fillIn(user, field.message(), '입시반 수강료가 궁금합니다.');
}

beforeEach(() => {
  vi.mocked(apiClient.get).mockReset().mockRejectedValue(httpError(401));
  post.mockReset();
});

describe('InquiryPage', () => {
  it('when sent with fields missing, then one alert asks for all required fields and the fields are marked', async () => {
    const user = renderInquiry();
    await fillIn(user, field.subject(), '제목만 있어요');
    await user.click(send());

    expect(screen.getByRole('alert')).toHaveTextContent('모든 필수 항목을 입력해주세요.');
    for (const missing of [field.nickname(), field.password(), field.category(), field.message()]) {
      expect(missing).toHaveAttribute('aria-invalid', 'true');
      expect(missing).toHaveAccessibleDescription(/모든 필수 항목을 입력해주세요\./);
    }
    expect(field.subject()).not.toHaveAttribute('aria-invalid');
    expect(field.nickname()).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the password has fewer than 4 characters, then it says so under the masked field', async () => {
    const user = renderInquiry();
    await fillInquiry(user, '123');
    await user.click(send());

    expect(field.password()).toHaveAttribute('type', 'password');
    expect(field.password()).toHaveAccessibleDescription(/비밀번호는 4자 이상이어야 합니다\./);
    expect(post).not.toHaveBeenCalled();
  });

  it('when a complete inquiry is sent, then the category code goes out, a toast confirms and the form clears', async () => {
    post.mockResolvedValue(envelope({ contactId: 9, reference: 'Q-2026-00009' }));
    const user = renderInquiry();
    await fillInquiry(user);
    await user.click(send());

    expect(await screen.findByText('문의가 성공적으로 전송되었습니다!')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/contact/submit', {
      nickname: '드러머',
      password: '1234',
      subject: '수강료 문의드립니다',
      category: 'fee',
      message: '입시반 수강료가 궁금합니다.',
      website: '',
    });
    expect(field.nickname()).toHaveValue('');
    expect(field.category()).toHaveValue('');
  });

  it('when the inquiry goes through, then the confirmation shows its reference and a link that opens it without the password', async () => {
    post.mockResolvedValue(envelope({ contactId: 9, reference: 'Q-2026-000009' }));
    const user = renderInquiry();
    await fillInquiry(user);
    await user.click(send());

    const panel = await screen.findByRole('status', { name: '문의가 등록되었습니다' });
    expect(panel).toHaveTextContent('Q-2026-000009');
    expect(panel).toHaveTextContent('드러머');
    expect(panel).toHaveTextContent('수강료 문의드립니다');
    const link = within(panel).getByRole('link', { name: '내 문의 열어 보기' });
    const href = link.getAttribute('href') ?? '';
    expect(href).toMatch(/^\/contact\/check\?/);
    const params = new URLSearchParams(href.split('?')[1]);
    expect([params.get('nickname'), params.get('open')]).toEqual(['드러머', '9']);
    expect(href).not.toContain('1234');
  });

  describe('tell me when answered', () => {
    const notify = () => screen.getByRole('checkbox', { name: /알림톡으로 답변 알림 받기/ });
    const phone = () => screen.queryByLabelText('휴대폰 번호');

    it('when the box is not ticked, then no phone is asked for', () => {
      renderInquiry();
      expect(notify()).not.toBeChecked();
      expect(phone()).toBeNull();
    });

    it('when ticked without a phone, then it asks for the phone under the field and sends nothing', async () => {
      const user = renderInquiry();
      await fillInquiry(user);
      await user.click(notify());
      await user.click(send());
      expect(phone()).toHaveAccessibleDescription(/전화번호를 입력해주세요\./);
      expect(post).not.toHaveBeenCalled();
    });

    it('when ticked with a phone, then the digits and the wish go with the inquiry', async () => {
      post.mockResolvedValue(envelope({ contactId: 10, reference: 'Q-2026-000010' }));
      const user = renderInquiry();
      await fillInquiry(user);
      await user.click(notify());
      await fillIn(user, screen.getByLabelText('휴대폰 번호'), '010-5544-7788');
      expect(phone()).toHaveValue('010-5544-7788');
      await user.click(send());
      expect(await screen.findByText('문의가 성공적으로 전송되었습니다!')).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith(
        '/contact/submit',
        expect.objectContaining({ phoneNumber: '01055447788', notifyWhenAnswered: true }),
      );
    });

    /** The academy's answer to whether it can tell the guest, for GET /contact/answer-notice. */
    const answerNotice = (available: boolean) =>
      vi
        .mocked(apiClient.get)
        .mockImplementation((url: string) =>
          url === '/contact/answer-notice'
            ? Promise.resolve(envelope({ available }))
            : Promise.reject(httpError(401)),
        );
    const askedAnswerNotice = () =>
      vi.mocked(apiClient.get).mock.calls.filter(([url]) => url === '/contact/answer-notice');

    it('when the academy cannot send the notice, then ticking unticks the box, says the answer is read with the password, and nothing of the phone goes', async () => {
      answerNotice(false);
      post.mockResolvedValue(envelope({ contactId: 12, reference: 'Q-2026-000012' }));
      const user = renderInquiry();
      await fillInquiry(user);
      // Guest pages ask nothing on load (docs/decisions/0008).
      expect(askedAnswerNotice()).toEqual([]);
      await user.click(notify());
      expect(await screen.findByRole('status')).toHaveTextContent(
        "지금은 답변 알림을 보내드릴 수 없습니다. 답변은 '내 문의 답변 확인하기'에서 문의 비밀번호로 확인해 주세요.",
      );
      expect(notify()).not.toBeChecked();
      expect(phone()).toBeNull();
      expect(askedAnswerNotice()).toHaveLength(1);
      await user.click(send());
      await screen.findByText('문의가 성공적으로 전송되었습니다!');
      expect(post.mock.calls[0]?.[1]).not.toHaveProperty('notifyWhenAnswered');
    });

    it('when the academy can send the notice, then the box stays ticked and the phone is asked, and ticking again asks nothing more', async () => {
      answerNotice(true);
      const user = renderInquiry();
      await user.click(notify());
      expect(await screen.findByLabelText('휴대폰 번호')).toBeInTheDocument();
      expect(notify()).toBeChecked();
      await user.click(notify());
      await user.click(notify());
      expect(await screen.findByLabelText('휴대폰 번호')).toBeInTheDocument();
      expect(askedAnswerNotice()).toHaveLength(1);
      expect(screen.getByRole('status')).toHaveTextContent('');
    });

    it('when the interface is in English and the notice cannot be sent, then the message is English', async () => {
      window.localStorage.setItem('language', 'ENG');
      answerNotice(false);
      const user = renderInquiry();
      await user.click(
        screen.getByRole('checkbox', { name: /Tell me by KakaoTalk when answered/ }),
      );
      expect(await screen.findByRole('status')).toHaveTextContent(
        'We cannot tell you of the answer for now. Read it with your inquiry’s password under “Check the reply to my inquiry”.',
      );
      window.localStorage.clear();
    });

    it('when ticked, typed and unticked again, then the phone stays home', async () => {
      post.mockResolvedValue(envelope({ contactId: 11, reference: 'Q-2026-000011' }));
      const user = renderInquiry();
      await fillInquiry(user);
      await user.click(notify());
      await fillIn(user, screen.getByLabelText('휴대폰 번호'), '01055447788');
      await user.click(notify());
      await user.click(send());
      await screen.findByText('문의가 성공적으로 전송되었습니다!');
      const body = post.mock.calls[0]?.[1] as object;
      expect(body).not.toHaveProperty('phoneNumber');
      expect(body).not.toHaveProperty('notifyWhenAnswered');
    });
  });

  it('when sending fails, then the contact error shows and the inquiry stays', async () => {
    post.mockRejectedValue(httpError(500));
    const user = renderInquiry();
    await fillInquiry(user);
    await user.click(send());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      '문의 전송 중 오류가 발생했습니다. 다시 시도해주세요.',
    );
    expect(field.message()).toHaveValue('입시반 수강료가 궁금합니다.');
  });

  it('when the page is read, then the reply promise and the way to the replies are there', () => {
    renderInquiry();
    expect(
      screen.getByText('남겨주신 문의는 영업일 기준 1–2일 이내에 답변드립니다.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '내 문의 답변 확인하기' })).toHaveAttribute(
      'href',
      '/contact/check',
    );
    expect(screen.getByLabelText('웹사이트 (비워 두세요)', { selector: 'input' })).toHaveAttribute(
      'tabindex',
      '-1',
    );
  });

  it('when the page is read, then the inquiry flow is an ordered list: received, reviewed, answer posted, notification', () => {
    renderInquiry();
    const steps = screen.getByRole('region', { name: '문의 처리 과정' });
    const items = within(within(steps).getByRole('list')).getAllByRole('listitem');
    expect(within(steps).getByRole('list').tagName).toBe('OL');
    expect(items.map((item) => item.textContent)).toEqual([
      '문의 접수보내 주신 문의는 문의 목록에 ‘답변 대기’ 상태로 올라갑니다.',
      '내용 검토담당 강사가 문의 내용을 꼼꼼히 확인합니다.',
      '답변 등록영업일 기준 1–2일 이내에 답변을 등록합니다.',
      '답변 알림목록의 상태가 ‘답변 완료’로 바뀌면 비밀번호를 입력해 답변을 확인하세요.',
    ]);
  });

  it('when the page is read in English, then the same four steps are in English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderInquiry();
    const steps = await screen.findByRole('region', { name: 'How your inquiry is handled' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Received',
      'Reviewed',
      'Answer posted',
      'Notification',
    ]);
    expect(items[3]).toHaveTextContent('When the list shows “Replied”, enter your password');
  });
});
