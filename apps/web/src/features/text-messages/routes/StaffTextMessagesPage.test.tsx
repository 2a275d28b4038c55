import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ALIMTALK_TEMPLATES,
  TEXT_MESSAGE_TEMPLATE_MESSAGES,
  type TTextMessageTemplateList,
  type TTextMessageTemplateRow,
} from '@academy/contracts';
import { envelope, httpError } from '@/test/api-response';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { setupUser } from '@/test/user';
import { StaffTextMessagesPage } from './StaffTextMessagesPage';

const { get, post } = mockApiClient();

const applied = ALIMTALK_TEMPLATES.lessonApplicationReceived.ko;
const approvedKo = ALIMTALK_TEMPLATES.lessonApplicationApproved.ko;

const APPLIED: TTextMessageTemplateRow = {
  kind: 'lessonApplicationReceived',
  language: 'ko',
  code: applied.code,
  approval: 'approved',
  providerTemplateId: 'KA01TP2611300001',
  matchesCatalog: true,
  syncedAt: '2031-03-10T01:07:00.000Z',
  content: applied.content,
  buttons: [],
  reviewNote: applied.reviewNote,
  secure: false,
};

const APPROVED: TTextMessageTemplateRow = {
  ...APPLIED,
  kind: 'lessonApplicationApproved',
  code: approvedKo.code,
  approval: 'rejected',
  providerTemplateId: null,
  content: approvedKo.content,
  buttons: [{ name: '로그인하기', link: 'https://academy.example/login' }],
  reviewNote: approvedKo.reviewNote,
  secure: true,
};

let answer: TTextMessageTemplateList;
const channelOn = (): TTextMessageTemplateList => ({
  channelOn: true,
  lastSyncedAt: '2031-03-10T01:07:00.000Z',
  ownPhone: '01055556666',
  templates: [APPLIED, APPROVED],
});

answerGetsInEachTest({
  '/auth/verify': () => staffSession({ teacherId: 1, role: 'admin' }),
  '/text-message-templates': () => answer,
});

function renderTemplates(list: TTextMessageTemplateList) {
  answer = list;
  renderPage(<StaffTextMessagesPage />, '/admin/text-messages');
  return setupUser();
}

const table = () => screen.findByRole('table', { name: '알림톡 템플릿' });

describe('StaffTextMessagesPage', () => {
  it('when the text channel is off, then it says so and offers neither a sync nor a test send', async () => {
    renderTemplates({ ...channelOn(), channelOn: false, lastSyncedAt: null });
    expect(await screen.findByRole('note')).toHaveTextContent('알림톡이 설정되어 있지 않습니다');
    const rows = within(await table());
    expect(
      rows.getByRole('rowheader', { name: '정규 레슨 신청 접수 (한국어)' }),
    ).toBeInTheDocument();
    expect(rows.queryByRole('button', { name: /테스트 발송/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '지금 동기화' })).not.toBeInTheDocument();
    expect(rows.getByRole('button', { name: `${APPLIED.code} 등록 내용 보기` })).toBeEnabled();
  });

  it('when the channel is on, then each template shows its state and provider id, and the last sync', async () => {
    renderTemplates(channelOn());
    const rows = within(await table());
    const row = rows.getByRole('rowheader', { name: '정규 레슨 신청 접수 (한국어)' }).closest('tr');
    expect(row).toHaveTextContent('승인');
    expect(row).toHaveTextContent('KA01TP2611300001');
    const rejected = rows
      .getByRole('rowheader', { name: '정규 레슨 등록 안내 (한국어)' })
      .closest('tr');
    expect(rejected).toHaveTextContent('반려');
    expect(screen.getByText(/^마지막 동기화: /)).toBeInTheDocument();
  });

  it('when the admin opens the text to register, then it shows exactly and copies to the clipboard', async () => {
    const user = renderTemplates(channelOn());
    await user.click(
      within(await table()).getByRole('button', { name: `${APPROVED.code} 등록 내용 보기` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `${APPROVED.code} 등록 내용` });
    expect(within(dialog).getByLabelText('내용')).toHaveValue(approvedKo.content);
    expect(within(dialog).getByLabelText('버튼')).toHaveValue(
      '로그인하기 (웹링크): https://academy.example/login',
    );
    expect(dialog).toHaveTextContent('예: 보안 템플릿으로 등록하세요');
    await user.click(within(dialog).getByRole('button', { name: '내용 복사' }));
    expect(await navigator.clipboard.readText()).toBe(approvedKo.content);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the admin test-sends, then the dialog starts with their phone and sends the digits', async () => {
    post.mockResolvedValue(
      envelope({ code: APPLIED.code, queued: true }, TEXT_MESSAGE_TEMPLATE_MESSAGES.testQueued.ko),
    );
    const user = renderTemplates(channelOn());
    await user.click(
      within(await table()).getByRole('button', { name: `${APPLIED.code} 테스트 발송` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `${APPLIED.code} 테스트 발송` });
    expect(within(dialog).getByLabelText(/휴대폰 번호/)).toHaveValue('010-5555-6666');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(
      await screen.findByText(TEXT_MESSAGE_TEMPLATE_MESSAGES.testQueued.ko),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/text-message-templates/${APPLIED.code}/test`, {
      phone: '01055556666',
    });
  });

  it('when the number is not a mobile one, then the dialog refuses it and sends nothing', async () => {
    const user = renderTemplates({ ...channelOn(), ownPhone: null });
    await user.click(
      within(await table()).getByRole('button', { name: `${APPLIED.code} 테스트 발송` }),
    );
    const dialog = await screen.findByRole('dialog', { name: `${APPLIED.code} 테스트 발송` });
    const phone = within(dialog).getByLabelText(/휴대폰 번호/);
    expect(phone).toHaveValue('');
    await user.type(phone, '0212345678');
    await user.click(within(dialog).getByRole('button', { name: '보내기' }));
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('when the server refuses a test send, then its words show', async () => {
    post.mockRejectedValue(
      httpError(409, TEXT_MESSAGE_TEMPLATE_MESSAGES.notApproved.ko, 'TEMPLATE_NOT_APPROVED'),
    );
    const user = renderTemplates(channelOn());
    await user.click(
      within(await table()).getByRole('button', { name: `${APPLIED.code} 테스트 발송` }),
    );
    await user.click(await screen.findByRole('button', { name: '보내기' }));
    expect(
      (await screen.findAllByText(TEXT_MESSAGE_TEMPLATE_MESSAGES.notApproved.ko)).length,
    ).toBeGreaterThan(0);
  });

  it('when the admin syncs now, then the sync is queued and the list reloads', async () => {
    post.mockResolvedValue(
      envelope({ queued: true }, TEXT_MESSAGE_TEMPLATE_MESSAGES.syncQueued.ko),
    );
    const user = renderTemplates(channelOn());
    await table();
    await user.click(screen.getByRole('button', { name: '지금 동기화' }));
    expect(
      await screen.findByText(TEXT_MESSAGE_TEMPLATE_MESSAGES.syncQueued.ko),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/text-message-templates/sync');
    await waitFor(() =>
      expect(
        get.mock.calls.filter(([url]) => url === '/text-message-templates').length,
      ).toBeGreaterThan(1),
    );
  });

  it('when the interface is English, then the labels are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderTemplates(channelOn());
    const rows = within(await screen.findByRole('table', { name: '알림톡 templates' }));
    expect(rows.getByRole('button', { name: `Test send: ${APPLIED.code}` })).toBeEnabled();
    expect(rows.getAllByText('Approved').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled();
  });
});
