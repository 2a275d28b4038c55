import { screen, waitFor, within } from '@testing-library/react';
import { answerQuestion } from '@/test/dialogs';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STAFF_ACCOUNT_MESSAGES } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { envelope, httpError } from '@/test/api-response';
import { fillIn } from '@/test/fill-in';
import { renderPage } from '@/test/render-route';
import { staffSession } from '@/test/session-users';
import { StaffAccountsPage } from './StaffAccountsPage';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { findTableButton, rowCellTexts } from '@/test/staff-list-page';

const { post, patch, delete: del } = mockApiClient();

const ADMIN: TStaffAccount = {
  id: 1,
  loginId: 'admin',
  name: '박지훈',
  role: 'admin',
  email: 'admin@example.com',
  phoneNumber: null,
};
const TEACHER: TStaffAccount = {
  id: 5,
  loginId: 'kim.drums',
  name: '김드럼',
  role: 'teacher',
  email: 'kim@example.com',
  phoneNumber: '01055556666',
};

let teachers: TStaffAccount[] = [];

function renderStaff() {
  renderPage(<StaffAccountsPage selfId={1} />, '/admin/teachers');
  return setupUser();
}

const table = () => screen.getByRole('table', { name: '직원 목록' });
const cards = () => screen.getByRole('list', { name: '직원 목록' });

answerGetsInEachTest({
  '/auth/verify': () => staffSession({ teacherId: 1, role: 'admin' }),
  '/teachers': () => ({ teachers }),
});

beforeEach(() => {
  teachers = [ADMIN, TEACHER];
});

describe('StaffAccountsPage', () => {
  it('when it loads, then every account shows in the table and as cards, the admin marked as you without a delete button', async () => {
    renderStaff();
    expect(await screen.findByText('전체 직원 2명')).toBeInTheDocument();
    expect(rowCellTexts(screen, '김드럼')).toEqual([
      'kim.drums',
      '선생님',
      'kim@example.com',
      '010-5555-6666',
      '수정삭제',
    ]);
    expect(screen.getByRole('rowheader', { name: /^박지훈/ })).toHaveTextContent('박지훈(나)');
    for (const list of [table(), cards()]) {
      expect(within(list).getAllByRole('button', { name: /직원 삭제$/ })).toHaveLength(1);
      expect(within(list).getByRole('button', { name: '김드럼 직원 삭제' })).toBeInTheDocument();
      expect(within(list).getAllByRole('button', { name: /직원 정보 수정$/ })).toHaveLength(2);
    }
  });

  it('when the interface is English, then the labels are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderStaff();
    expect(await screen.findByText('Total staff: 2')).toBeInTheDocument();
    const english = screen.getByRole('table', { name: 'Staff accounts' });
    expect(within(english).getByRole('rowheader', { name: /^박지훈/ })).toHaveTextContent(
      '박지훈(you)',
    );
    expect(within(english).getAllByText('Teacher')).toHaveLength(1);
    expect(within(english).getAllByText('Admin')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Add staff' })).toBeInTheDocument();
  });

  it('when the admin creates an account, then the checked body is sent and the temporary password is shown once with a copy button', async () => {
    const created: TStaffAccount = {
      id: 9,
      loginId: 'lee.t',
      name: '이선생',
      role: 'teacher',
      email: 'lee@example.com',
      phoneNumber: '01012341234',
    };
    post.mockImplementation(() => {
      teachers = [...teachers, created];
      return Promise.resolve(
        envelope({ teacher: created, temporaryPassword: 'Abc234defG' }, '만들었습니다.'),
      );
    });
    const user = renderStaff();
    // After userEvent's set-up, which puts a clipboard of its own in place.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    await user.click(await screen.findByRole('button', { name: '직원 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '직원 계정 만들기' });
    await fillIn(user, within(dialog).getByLabelText('아이디'), 'lee.t');
    await fillIn(user, within(dialog).getByLabelText('이름'), '이선생');
    await fillIn(user, within(dialog).getByLabelText('이메일'), 'lee@example.com');
    await fillIn(user, within(dialog).getByLabelText('휴대폰 번호 (선택)'), '010-1234-1234');
    await user.click(within(dialog).getByRole('button', { name: '계정 만들기' }));

    expect(post).toHaveBeenCalledWith('/teachers', {
      loginId: 'lee.t',
      name: '이선생',
      email: 'lee@example.com',
      phoneNumber: '01012341234',
      role: 'teacher',
    });
    const shown = await screen.findByRole('dialog', { name: '이선생 계정이 만들어졌습니다' });
    expect(within(shown).getByText('Abc234defG')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Abc234defG');
    writeText.mockClear();
    await user.click(within(shown).getByRole('button', { name: '임시 비밀번호 복사' }));
    expect(writeText).toHaveBeenCalledWith('Abc234defG');
    await user.click(within(shown).getByRole('button', { name: '확인' }));
    expect(screen.queryByText('Abc234defG')).not.toBeInTheDocument();
    expect(await screen.findByText('전체 직원 3명')).toBeInTheDocument();
  });

  it('when the create form is invalid, then the fields say why, the first gets the focus and nothing is sent', async () => {
    const user = renderStaff();
    await user.click(await screen.findByRole('button', { name: '직원 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '직원 계정 만들기' });
    await fillIn(user, within(dialog).getByLabelText('아이디'), 's01012345678');
    await user.click(within(dialog).getByRole('button', { name: '계정 만들기' }));
    expect(
      within(dialog).getByText(/'s'와 숫자로 된 아이디는 수업 신청으로 만들어지는 회원이/),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('아이디')).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
  });

  it('when the login id is taken, then the server message shows in the form and nothing else changes', async () => {
    post.mockRejectedValue(httpError(409, STAFF_ACCOUNT_MESSAGES.loginIdInUse.ko));
    const user = renderStaff();
    await user.click(await screen.findByRole('button', { name: '직원 추가' }));
    const dialog = await screen.findByRole('dialog', { name: '직원 계정 만들기' });
    await fillIn(user, within(dialog).getByLabelText('아이디'), 'admin');
    await fillIn(user, within(dialog).getByLabelText('이름'), '중복');
    await fillIn(user, within(dialog).getByLabelText('이메일'), 'dup@example.com');
    await user.click(within(dialog).getByRole('button', { name: '계정 만들기' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      STAFF_ACCOUNT_MESSAGES.loginIdInUse.ko,
    );
  });

  it('when the admin edits an account, then only the changed fields are sent and the modal closes', async () => {
    patch.mockResolvedValue(envelope({ ...TEACHER, name: '김리듬', role: 'admin' }, '수정됨'));
    const user = renderStaff();
    await user.click(await findTableButton('김드럼 직원 정보 수정'));
    const dialog = await screen.findByRole('dialog', { name: '김드럼 직원 정보 수정' });
    const name = within(dialog).getByLabelText('이름');
    await user.clear(name);
    await user.paste('김리듬');
    await user.selectOptions(within(dialog).getByLabelText('역할'), 'admin');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(patch).toHaveBeenCalledWith('/teachers/5', { name: '김리듬', role: 'admin' });
    expect(await screen.findByText('수정됨')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('when the edit changes nothing, then the form says so and nothing is sent', async () => {
    const user = renderStaff();
    await user.click(await findTableButton('김드럼 직원 정보 수정'));
    const dialog = await screen.findByRole('dialog', { name: '김드럼 직원 정보 수정' });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('변경된 내용이 없습니다.');
    expect(patch).not.toHaveBeenCalled();
  });

  it('when the deletion is not confirmed, then nothing is sent', async () => {
    const user = renderStaff();
    await user.click(await findTableButton('김드럼 직원 삭제'));
    const asked = await answerQuestion(user, '김드럼(kim.drums) 계정을 삭제하시겠습니까?', '취소');
    expect(asked).toHaveTextContent('이 작업은 되돌릴 수 없습니다.');
    expect(del).not.toHaveBeenCalled();
  });

  it('when the deletion is confirmed, then it is sent, the server message shows and the list reloads', async () => {
    del.mockImplementation(() => {
      teachers = [ADMIN];
      return Promise.resolve(envelope(null, STAFF_ACCOUNT_MESSAGES.deleted.ko));
    });
    const user = renderStaff();
    await user.click(
      await within(await screen.findByRole('list', { name: '직원 목록' })).findByRole('button', {
        name: '김드럼 직원 삭제',
      }),
    );
    await answerQuestion(user, '김드럼(kim.drums) 계정을 삭제하시겠습니까?', '삭제');
    expect(del).toHaveBeenCalledWith('/teachers/5');
    expect(await screen.findByText(STAFF_ACCOUNT_MESSAGES.deleted.ko)).toBeInTheDocument();
    expect(await screen.findByText('전체 직원 1명')).toBeInTheDocument();
  });

  it('when the server refuses the deletion, then its message shows as a toast and the account stays', async () => {
    del.mockRejectedValueOnce(httpError(409, STAFF_ACCOUNT_MESSAGES.deleteHasLessons.ko));
    del.mockRejectedValueOnce(httpError(500));
    const user = renderStaff();
    const button = await findTableButton('김드럼 직원 삭제');
    await user.click(button);
    await answerQuestion(user, '김드럼(kim.drums) 계정을 삭제하시겠습니까?', '삭제');
    expect(await screen.findByText(STAFF_ACCOUNT_MESSAGES.deleteHasLessons.ko)).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await answerQuestion(user, '김드럼(kim.drums) 계정을 삭제하시겠습니까?', '삭제');
    expect(await screen.findByText(STAFF_ACCOUNT_MESSAGES.deleteFailed.ko)).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '김드럼' })).toBeInTheDocument();
  });
});
