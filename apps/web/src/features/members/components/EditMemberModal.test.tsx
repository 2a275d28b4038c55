import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { setupUser, type TUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMemberListItem } from '@academy/contracts';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { memberRow } from '@/test/staff-users';
import { StaffMembersPage } from '../routes/StaffMembersPage';
import { mockApiClient } from '@/test/mock-api-client';

const { get, patch } = mockApiClient();

const stored = memberRow(
  { userId: 7, name: '홍길동' },
  { gender: 'male', email: 'hong@example.com', registeredAt: '2025-03-01T03:00:00.000Z' },
);

let users: TMemberListItem[] = [];

beforeEach(() => {
  users = [stored];
  get.mockReset();
  patch.mockReset();
  get.mockImplementation((url: string) =>
    url === '/users'
      ? Promise.resolve(
          envelope({
            users,
            pagination: { total: users.length, totalPages: 1, page: 1, limit: 1000 },
          }),
        )
      : Promise.reject(httpError(404)),
  );
});

const KOREAN = {
  table: '회원 목록',
  edit: '홍길동 회원 정보 수정',
  dialog: '홍길동님 회원 정보 수정',
};
const ENGLISH = { table: 'Members', edit: 'Edit member 홍길동', dialog: 'Edit 홍길동' };

/** Opens the modal the way staff do: the row's edit button in the wide-screen table. */
async function openEdit(names = KOREAN) {
  const user = setupUser();
  renderPage(<StaffMembersPage />, '/admin/users');
  const table = await screen.findByRole('table', { name: names.table });
  await user.click(within(table).getByRole('button', { name: names.edit }));
  const dialog = await screen.findByRole('dialog', { name: names.dialog });
  return { user, dialog };
}

async function choose(user: TUser, dialog: HTMLElement, label: string, option: string) {
  await user.click(within(dialog).getByRole('button', { name: new RegExp(`^${label} `) }));
  await user.click(within(dialog).getByRole('option', { name: option }));
}

describe('EditMemberModal', () => {
  it('when it opens, then every field shows the stored member', async () => {
    const { dialog } = await openEdit();
    expect(within(dialog).getByLabelText('이름')).toHaveValue('홍길동');
    expect(within(dialog).getByLabelText('이메일')).toHaveValue('hong@example.com');
    expect(within(dialog).getByLabelText('휴대폰 번호')).toHaveValue('010-1234-5678');
    expect(within(dialog).getByRole('button', { name: '성별 남성' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('button', { name: '레슨 종류 일반 (취미)' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '수업 요일 화요일' })).toBeInTheDocument();
    expect(within(dialog).getByLabelText('시작 시간')).toHaveValue('19:00');
    expect(within(dialog).getByLabelText('종료 시간')).toHaveValue('20:00');
    expect(within(dialog).getByLabelText('월 수강료 (원)')).toHaveValue(170000);
    expect(within(dialog).getByLabelText('외국인 회원 (영어 화면)')).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: '상태 활성' })).toBeInTheDocument();
    expect(
      within(dialog).getByText('알림 받는 방법: 카카오톡 알림톡 (회원이 아직 선택하지 않음)'),
    ).toBeInTheDocument();
  });

  it('when the member chose e-mail, then staff read the choice and when it was made', async () => {
    users = [
      { ...stored, messageChannel: 'email', messageChannelChosenAt: '2026-03-02T01:30:00.000Z' },
    ];
    const { dialog } = await openEdit();
    expect(
      within(dialog).getByText('알림 받는 방법: 이메일 (2026-03-02 10:30 회원이 선택)'),
    ).toBeInTheDocument();
  });

  it('when the name and weekday change, then only they are sent (the slot whole), a toast shows and the list reloads', async () => {
    patch.mockImplementation((_url: string, body: unknown) => {
      users = [{ ...stored, ...(body as Partial<TMemberListItem>) }];
      return Promise.resolve(envelope(users[0], '회원 정보가 수정되었습니다 (서버).'));
    });
    const { user, dialog } = await openEdit();
    const name = within(dialog).getByLabelText('이름');
    await user.clear(name);
    await user.type(name, '홍길순');
    await choose(user, dialog, '수업 요일', '금요일');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(patch).toHaveBeenCalledWith('/users/7', {
      name: '홍길순',
      lessonDayOfWeek: 'Friday',
      lessonStartTime: '19:00',
      lessonEndTime: '20:00',
    });
    expect(await screen.findByText('회원 정보가 수정되었습니다 (서버).')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('rowheader', { name: '홍길순' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/users').length).toBeGreaterThan(1);
  });

  it('when the fee, phone, foreign flag and status change, then they are sent as the API reads them', async () => {
    patch.mockResolvedValue(envelope(stored, ''));
    const { user, dialog } = await openEdit();
    const fee = within(dialog).getByLabelText('월 수강료 (원)');
    await user.clear(fee);
    await user.type(fee, '210000');
    const phone = within(dialog).getByLabelText('휴대폰 번호');
    await user.clear(phone);
    await user.type(phone, '010-9999-8888');
    await user.click(within(dialog).getByLabelText('외국인 회원 (영어 화면)'));
    await choose(user, dialog, '상태', '정지');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(patch).toHaveBeenCalledWith('/users/7', {
      phoneNumber: '01099998888',
      isForeigner: true,
      status: 'suspended',
      monthlyFee: 210000,
    });
    expect(await screen.findByText('회원 정보가 수정되었습니다.')).toBeInTheDocument();
  });

  it('when a new start time is set, then the end follows one hour later', async () => {
    const { dialog } = await openEdit();
    fireEvent.change(within(dialog).getByLabelText('시작 시간'), { target: { value: '18:30' } });
    expect(within(dialog).getByLabelText('종료 시간')).toHaveValue('19:30');
  });

  it('when nothing changed, then the contracts message shows and nothing is sent', async () => {
    const { user, dialog } = await openEdit();
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      '변경된 내용이 없습니다. 바꿀 항목을 하나 이상 입력해주세요.',
    );
    expect(patch).not.toHaveBeenCalled();
  });

  it('when fields are invalid, then each shows its contracts message and the first gets the focus', async () => {
    const { user, dialog } = await openEdit();
    await user.clear(within(dialog).getByLabelText('이름'));
    const email = within(dialog).getByLabelText('이메일');
    await user.clear(email);
    await user.type(email, 'hong@');
    fireEvent.change(within(dialog).getByLabelText('종료 시간'), { target: { value: '18:00' } });
    await user.click(within(dialog).getByRole('button', { name: '저장' }));

    expect(within(dialog).getByText('이름을 입력해주세요.')).toBeInTheDocument();
    expect(within(dialog).getByText('올바른 이메일 형식을 입력해주세요.')).toBeInTheDocument();
    expect(
      within(dialog).getByText('종료 시간은 시작 시간보다 늦어야 합니다.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText('이름')).toHaveFocus();
    expect(patch).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('이름'), '홍');
    expect(within(dialog).queryByText('이름을 입력해주세요.')).not.toBeInTheDocument();
    expect(within(dialog).getByText('올바른 이메일 형식을 입력해주세요.')).toBeInTheDocument();
  });

  it('when the server refuses, then its message shows and the form keeps the input; without one, the fallback', async () => {
    patch.mockRejectedValueOnce(
      httpError(409, '해당 시간에는 이미 다른 회원의 수업이 있습니다 (서버).'),
    );
    patch.mockRejectedValueOnce(httpError(500));
    const { user, dialog } = await openEdit();
    await choose(user, dialog, '수업 요일', '수요일');
    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '해당 시간에는 이미 다른 회원의 수업이 있습니다 (서버).',
    );
    expect(within(dialog).getByRole('button', { name: '수업 요일 수요일' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: '저장' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '회원 정보 수정에 실패했습니다.',
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('when Escape is pressed, then the modal closes without sending and focus returns to the row', async () => {
    const { user } = await openEdit();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
    const table = screen.getByRole('table', { name: '회원 목록' });
    expect(within(table).getByRole('button', { name: '홍길동 회원 정보 수정' })).toHaveFocus();
  });

  it('when the interface is English, then the modal and its messages are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    const { user, dialog } = await openEdit(ENGLISH);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Nothing has changed. Please change at least one field.',
    );
  });
});
