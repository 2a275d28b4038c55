import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { THttpResponse } from '@/lib/http-client';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser, type TUser } from '@/test/user';
import { AnnouncementModal } from './AnnouncementModal';

const { get, post } = mockApiClient();

const texts = {
  title: '휴원 안내',
  message: '다음 주 휴원합니다.',
  titleEn: 'Closed next week',
  messageEn: 'We are closed next week.',
};
const LABELS = {
  KOR: {
    title: '제목 (한국어)',
    message: '내용 (한국어)',
    titleEn: '제목 (영어)',
    messageEn: '내용 (영어)',
  },
  ENG: {
    title: 'Title (Korean)',
    message: 'Content (Korean)',
    titleEn: 'Title (English)',
    messageEn: 'Content (English)',
  },
} as const;

const staffAccount = (id: number, name: string, role: 'admin' | 'teacher') => ({
  id,
  loginId: `staff${id}`,
  name,
  role,
  email: `staff${id}@example.com`,
  phoneNumber: null,
});

let audienceCount = 12;
const onClose = vi.fn();

beforeEach(() => {
  audienceCount = 12;
  get.mockReset();
  post.mockReset();
  onClose.mockReset();
  get.mockImplementation(
    answerGets({
      '/announcements/audience-count': () => ({ count: audienceCount }),
      '/teachers': () => ({
        teachers: [staffAccount(1, '김원장', 'admin'), staffAccount(7, '박선생', 'teacher')],
      }),
    }),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
  window.localStorage.removeItem('language');
});

async function openModal(language: 'KOR' | 'ENG' = 'KOR') {
  if (language === 'ENG') window.localStorage.setItem('language', 'ENG');
  const user = setupUser();
  renderPage(<AnnouncementModal open onClose={onClose} />);
  const dialog = await screen.findByRole('dialog');
  for (const [name, label] of Object.entries(LABELS[language])) {
    await fillIn(user, within(dialog).getByLabelText(label), texts[name as keyof typeof texts]);
  }
  return { user, dialog };
}

const sendButton = (dialog: HTMLElement, name = '보내기') =>
  within(dialog).getByRole('button', { name });

async function choose(user: TUser, select: string, option: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${select}`) }));
  await user.click(screen.getByRole('option', { name: option }));
}

describe('AnnouncementModal', () => {
  it('when staff send to every member, then the count is confirmed in the app, the body is posted and a toast tells the count', async () => {
    const alert = vi.spyOn(window, 'alert');
    post.mockResolvedValue(envelope({ sentCount: 12 }));
    const { user, dialog } = await openModal();
    expect(within(dialog).getByRole('radio', { name: '전체 회원' })).toBeChecked();
    await user.click(sendButton(dialog));

    const confirm = await screen.findByRole('dialog', { name: '공지를 보낼까요?' });
    expect(confirm).toHaveAccessibleDescription(/전체 회원 12명에게 보냅니다/);
    expect(get).toHaveBeenCalledWith('/announcements/audience-count', { params: { kind: 'all' } });
    expect(post).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: '12명에게 보내기' }));

    expect(post).toHaveBeenCalledWith('/notifications/send-to-all', {
      ...texts,
      audience: { kind: 'all' },
    });
    expect(await screen.findByText('12명에게 공지를 보냈습니다.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('when the weekday group is chosen, then the weekday is asked for before sending, and going back keeps the draft', async () => {
    audienceCount = 3;
    const { user, dialog } = await openModal();
    expect(screen.queryByRole('button', { name: /^요일/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: '요일별 수강생' }));
    expect(sendButton(dialog)).toHaveAccessibleDescription('보낼 요일을 골라주세요.');
    expect(sendButton(dialog)).toBeDisabled();
    await choose(user, '요일', '화요일');
    await user.click(sendButton(dialog));

    const confirm = await screen.findByRole('dialog', { name: '공지를 보낼까요?' });
    expect(confirm).toHaveAccessibleDescription(/화요일 수강생 3명에게 보냅니다/);
    expect(get).toHaveBeenCalledWith('/announcements/audience-count', {
      params: { kind: 'weekday', weekday: 'Tuesday' },
    });
    await user.click(within(confirm).getByRole('button', { name: '돌아가기' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    await waitFor(() => expect(within(dialog).getByLabelText('제목 (한국어)')).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText('제목 (한국어)')).toHaveValue(texts.title);
  });

  it("when one teacher's students are chosen, then the teachers come from the staff list and the confirmation names the teacher", async () => {
    post.mockResolvedValue(envelope({ sentCount: 2 }));
    audienceCount = 2;
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: '선생님별 수강생' }));
    await choose(user, '담당 선생님', '박선생');
    await user.click(sendButton(dialog));
    const confirm = await screen.findByRole('dialog', { name: '공지를 보낼까요?' });
    expect(confirm).toHaveAccessibleDescription(/박선생 선생님의 수강생 2명/);
    await user.click(within(confirm).getByRole('button', { name: '2명에게 보내기' }));
    expect(post).toHaveBeenCalledWith('/notifications/send-to-all', {
      ...texts,
      audience: { kind: 'teacher', teacherId: 7 },
    });
  });

  it('when the group has nobody in it, then the modal says so inside and nothing is sent', async () => {
    audienceCount = 0;
    const { user, dialog } = await openModal();
    await user.click(within(dialog).getByRole('radio', { name: '보호자만' }));
    await user.click(sendButton(dialog));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '선택한 대상에 해당하는 회원이 없어',
    );
    expect(screen.queryByRole('dialog', { name: '공지를 보낼까요?' })).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('when sending fails, then the server message shows inside the modal, the draft stays and no browser alert opens', async () => {
    const alert = vi.spyOn(window, 'alert');
    post.mockRejectedValue(httpError(500, '공지 저장 중 오류가 발생했습니다.'));
    const { user, dialog } = await openModal();
    await user.click(sendButton(dialog));
    const confirm = await screen.findByRole('dialog', { name: '공지를 보낼까요?' });
    await user.click(within(confirm).getByRole('button', { name: '12명에게 보내기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '공지 저장 중 오류가 발생했습니다.',
    );
    expect(within(dialog).getByLabelText('내용 (영어)')).toHaveValue(texts.messageEn);
    expect(onClose).not.toHaveBeenCalled();
    expect(alert).not.toHaveBeenCalled();
  });

  it('when send is pressed twice, then the group is counted once and one announcement is posted', async () => {
    let answer: (value: THttpResponse) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, dialog } = await openModal();
    const send = sendButton(dialog);
    await user.click(send);
    await user.click(send);
    expect(send).toBeDisabled();
    const confirm = await screen.findByRole('dialog', { name: '공지를 보낼까요?' });
    await user.click(within(confirm).getByRole('button', { name: '12명에게 보내기' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(get.mock.calls.filter(([url]) => url === '/announcements/audience-count')).toHaveLength(
      1,
    );
    answer(envelope({ sentCount: 12 }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('when the interface is English, then the groups and the confirmation are in English', async () => {
    audienceCount = 4;
    const { user, dialog } = await openModal('ENG');
    await user.click(within(dialog).getByRole('radio', { name: 'Students of one weekday' }));
    await choose(user, 'Weekday', 'Friday');
    await user.click(sendButton(dialog, 'Send'));
    const confirm = await screen.findByRole('dialog', { name: 'Send the announcement?' });
    expect(confirm).toHaveAccessibleDescription(/It goes to Friday students: 4 people/);
  });
});
