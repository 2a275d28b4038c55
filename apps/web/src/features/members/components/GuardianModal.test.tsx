import { screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMemberListItem } from '@academy/contracts';
import { answerGets, envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { memberRow } from '@/test/staff-users';
import { StaffMembersPage } from '../routes/StaffMembersPage';
import { mockApiClient } from '@/test/mock-api-client';

const { get, put, post, delete: del } = mockApiClient();

const mother = { userId: 20, name: '김엄마', phoneNumber: '01055556666', relationship: 'mother' };
const child = memberRow({ userId: 7, name: '김하늘' }, { guardian: null });

let users: TMemberListItem[] = [];

const listAnswer = () => ({
  users,
  pagination: { total: users.length, totalPages: 1, page: 1, limit: 1000 },
});

beforeEach(() => {
  users = [child];
  get.mockReset();
  put.mockReset();
  post.mockReset();
  del.mockReset();
  get.mockImplementation(answerGets({ '/users': listAnswer }));
});

const usersAsked = () => get.mock.calls.filter(([url]) => url === '/users').length;

/** Opens the dialog the way staff do: the row's guardian button in the wide-screen table. */
async function openGuardian(names = { table: '회원 목록', button: '김하늘 회원 보호자 관리' }) {
  const user = setupUser();
  renderPage(<StaffMembersPage />, '/admin/users');
  const table = await screen.findByRole('table', { name: names.table });
  await user.click(within(table).getByRole('button', { name: names.button }));
  const dialog = await screen.findByRole('dialog');
  return { user, dialog };
}

async function chooseRelation(user: TUser, dialog: HTMLElement, option: string) {
  await user.click(within(dialog).getByRole('button', { name: /^자녀와의 관계/ }));
  await user.click(within(dialog).getByRole('option', { name: option }));
}

describe('GuardianModal', () => {
  it('when a member has a guardian, then the row and the card name them', async () => {
    users = [{ ...child, guardian: { ...mother, relationship: 'mother' } }];
    renderPage(<StaffMembersPage />, '/admin/users');
    const table = await screen.findByRole('table', { name: '회원 목록' });
    expect(within(table).getByText('보호자: 김엄마 (어머니)')).toBeInTheDocument();
    const cards = screen.getByRole('list', { name: '회원 목록' });
    expect(within(cards).getByText('김엄마 (어머니)')).toBeInTheDocument();
  });

  it('when a guardian is linked, then the phone and relationship are sent, the server message shows and the list reloads', async () => {
    put.mockImplementation(() => {
      users = [{ ...child, guardian: { ...mother, relationship: 'mother' } }];
      return Promise.resolve(
        envelope(
          {
            userId: 7,
            guardian: { userId: 20, name: '김엄마', loginId: 'mom' },
            relationship: 'mother',
          },
          '보호자를 연결했습니다 (서버).',
        ),
      );
    });
    const { user, dialog } = await openGuardian();
    expect(within(dialog).getByText('연결된 보호자가 없습니다.')).toBeInTheDocument();
    const phone = within(dialog).getByLabelText(/보호자 휴대폰 번호/);
    await user.type(phone, '01055556666');
    expect(phone).toHaveValue('010-5555-6666');
    await chooseRelation(user, dialog, '어머니');
    const asked = usersAsked();
    await user.click(within(dialog).getByRole('button', { name: '보호자 연결' }));

    expect(put).toHaveBeenCalledWith('/users/7/guardian', {
      guardianPhone: '01055556666',
      relationship: 'mother',
    });
    expect(await screen.findByText('보호자를 연결했습니다 (서버).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(usersAsked()).toBeGreaterThan(asked));
    const table = screen.getByRole('table', { name: '회원 목록' });
    expect(await within(table).findByText('보호자: 김엄마 (어머니)')).toBeInTheDocument();
  });

  it('when the fields are empty, then the contracts messages show and nothing is sent', async () => {
    const { user, dialog } = await openGuardian();
    await user.click(within(dialog).getByRole('button', { name: '보호자 연결' }));
    expect(within(dialog).getByText('자녀와의 관계를 선택해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/보호자 휴대폰 번호/)).toHaveFocus();
    expect(put).not.toHaveBeenCalled();
  });

  it('when the server refuses the link, then its message shows in the dialog, which stays open', async () => {
    put.mockRejectedValue(
      httpError(
        409,
        '이 회원은 다른 보호자의 자녀로 연결되어 있어 보호자가 될 수 없습니다. (서버)',
        'FAMILY_LINK_REFUSED',
      ),
    );
    const { user, dialog } = await openGuardian();
    await user.type(within(dialog).getByLabelText(/보호자 휴대폰 번호/), '01055556666');
    await chooseRelation(user, dialog, '아버지');
    await user.click(within(dialog).getByRole('button', { name: '보호자 연결' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '이 회원은 다른 보호자의 자녀로 연결되어 있어 보호자가 될 수 없습니다. (서버)',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/보호자 휴대폰 번호/)).toHaveValue('010-5555-6666');
  });

  it('when the guardian is removed, then it is asked in the dialog first, then DELETE is sent and the list reloads', async () => {
    users = [{ ...child, guardian: { ...mother, relationship: 'mother' } }];
    del.mockImplementation(() => {
      users = [child];
      return Promise.resolve(
        envelope(
          { userId: 7, guardian: null, relationship: null },
          '보호자 연결을 해제했습니다 (서버).',
        ),
      );
    });
    const { user, dialog } = await openGuardian();
    expect(within(dialog).getByText('010-5555-6666')).toBeInTheDocument();
    expect(within(dialog).getByText('어머니')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '연결 해제' }));
    expect(del).not.toHaveBeenCalled();
    const question = within(dialog).getByRole('group', {
      name: '김엄마 (어머니)님과 김하늘님의 보호자 연결을 해제할까요?',
    });
    await user.click(within(question).getByRole('button', { name: '취소' }));
    expect(del).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: '연결 해제' }));
    await user.click(within(dialog).getByRole('button', { name: '해제' }));
    expect(del).toHaveBeenCalledWith('/users/7/guardian');
    expect(await screen.findByText('보호자 연결을 해제했습니다 (서버).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: '회원 목록' });
    await waitFor(() =>
      expect(within(table).queryByText('보호자: 김엄마 (어머니)')).not.toBeInTheDocument(),
    );
  });

  it('when the server refuses the removal, then its message shows in the dialog', async () => {
    users = [{ ...child, guardian: { ...mother, relationship: 'mother' } }];
    del.mockRejectedValue(
      httpError(409, '이 자녀는 본인 로그인 계정과 연락처가 없어 (서버)', 'FAMILY_LINK_REFUSED'),
    );
    const { user, dialog } = await openGuardian();
    await user.click(within(dialog).getByRole('button', { name: '연결 해제' }));
    await user.click(within(dialog).getByRole('button', { name: '해제' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '이 자녀는 본인 로그인 계정과 연락처가 없어 (서버)',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when the interface is English, then the row, the action and the dialog are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    users = [{ ...child, guardian: { ...mother, relationship: 'mother' } }];
    const { dialog } = await openGuardian({
      table: 'Members',
      button: 'Guardian of member 김하늘',
    });
    expect(screen.getByText('Guardian: 김엄마 (Mother)')).toBeInTheDocument();
    expect(dialog).toHaveAccessibleName('Guardian of 김하늘');
    expect(within(dialog).getByRole('button', { name: 'Remove guardian' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Link guardian' })).toBeInTheDocument();
  });

  it('when a child without a login gets their own, then the phone goes, the temporary password shows once and the list reloads; a child who has one is not offered it', async () => {
    users = [{ ...child, hasLogin: false, guardian: { ...mother, relationship: 'mother' } }];
    post.mockImplementation(() => {
      users = [{ ...child, hasLogin: true, guardian: { ...mother, relationship: 'mother' } }];
      return Promise.resolve(
        envelope({ userId: 7, loginId: 's01077778888', temporaryPassword: 'Abcd2345ef' }),
      );
    });
    const { user, dialog } = await openGuardian();
    const own = within(dialog);
    await user.type(own.getByLabelText('자녀 휴대폰 번호'), '01077778888');
    await user.keyboard('{Enter}');
    expect(
      await own.findByText('아이디 s01077778888 · 임시 비밀번호 Abcd2345ef'),
    ).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/users/7/login', { phoneNumber: '01077778888' });
    expect(put).not.toHaveBeenCalled();
    await waitFor(() => expect(usersAsked()).toBe(2));
    // The list now says the child signs in themselves; the password stays until the dialog closes.
    expect(own.getByText(/임시 비밀번호 Abcd2345ef/)).toBeInTheDocument();
  });

  it('when the server refuses the login, then its message shows in the section', async () => {
    users = [{ ...child, hasLogin: false, guardian: { ...mother, relationship: 'mother' } }];
    post.mockRejectedValue(
      httpError(409, '이미 다른 회원이 사용 중인 전화번호입니다.', 'PHONE_TAKEN'),
    );
    const { user, dialog } = await openGuardian();
    const own = within(dialog);
    await user.type(own.getByLabelText('자녀 휴대폰 번호'), '01012345678');
    await user.click(own.getByRole('button', { name: '로그인 만들기' }));
    expect(await own.findByRole('alert')).toHaveTextContent(
      '이미 다른 회원이 사용 중인 전화번호입니다.',
    );
  });

  it('when the member has no guardian, then no own login is offered', async () => {
    users = [{ ...child, hasLogin: false }];
    const { dialog } = await openGuardian();
    expect(within(dialog).queryByText('본인 로그인')).not.toBeInTheDocument();
  });
});
