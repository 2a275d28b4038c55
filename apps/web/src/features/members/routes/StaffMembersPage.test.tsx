import { screen, waitFor, within } from '@testing-library/react';
import { answerQuestion } from '@/test/dialogs';
import { setupUser } from '@/test/user';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TMemberListItem } from '@academy/contracts';
import { envelope, httpError } from '@/test/api-response';
import { renderPage } from '@/test/render-route';
import { memberRow } from '@/test/staff-users';
import { StaffMembersPage } from './StaffMembersPage';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { findTableButton, rowCellTexts } from '@/test/staff-list-page';

const { get, delete: del } = mockApiClient();

let users: TMemberListItem[] = [];

function renderMembers() {
  renderPage(<StaffMembersPage />, '/admin/users');
  return setupUser();
}

const table = () => screen.getByRole('table', { name: '회원 목록' });
const cards = () => screen.getByRole('list', { name: '회원 목록' });
const rowNames = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => cell.firstChild?.textContent);

answerGetsInEachTest({
  '/teachers': () => ({
    teachers: [
      {
        id: 7,
        loginId: 'teacher7',
        name: '오선생',
        role: 'teacher',
        email: 't7@example.com',
        phoneNumber: null,
      },
    ],
  }),
  '/users': () => ({
    users,
    pagination: { total: users.length, totalPages: users.length ? 1 : 0, page: 1, limit: 1000 },
  }),
});

beforeEach(() => {
  users = [
    // The server's order: weekday, start time, name. Not alphabetical on purpose.
    memberRow(
      { userId: 3, name: '홍길동' },
      { lessonDayOfWeek: 'Monday', lessonStartTime: '18:00', lessonEndTime: '19:00' },
    ),
    memberRow(
      { userId: 1, name: 'Alex Kim' },
      {
        gender: 'male',
        isForeigner: true,
        lessonDayOfWeek: 'Thursday',
        lessonStartTime: '18:00',
        lessonEndTime: '19:00',
        lessonType: 'entrance',
        status: 'inactive',
      },
    ),
    memberRow(
      { userId: 2, name: '김하늘' },
      {
        status: 'suspended',
        gender: null,
        birthDate: null,
        lessonType: null,
        lessonDayOfWeek: null,
        lessonStartTime: null,
        lessonEndTime: null,
        assignedTime: null,
      },
    ),
  ];
});

describe('StaffMembersPage', () => {
  it('when it loads, then every member is asked for and shown in the server order', async () => {
    renderMembers();
    expect(await screen.findByText('전체 회원 3명')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/users', { params: { limit: 1000 } });
    expect(rowNames()).toEqual(['홍길동', 'Alex Kim', '김하늘']);
    const cardTitles = within(cards())
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.firstChild?.textContent);
    expect(cardTitles).toEqual(['홍길동', 'Alex Kim', '김하늘']);
  });

  it('when a row shows, then its facts are formatted in the screen language', async () => {
    renderMembers();
    await screen.findByRole('rowheader', { name: '홍길동' });
    expect(rowCellTexts(screen, '홍길동')).toEqual([
      '여성',
      '1995년',
      '010-1234-5678',
      '일반 (취미)',
      '월요일 18:00–19:00',
      '활성',
      '2025-03-02',
      '수정보호자체크인 코드삭제',
    ]);
    expect(rowCellTexts(screen, '김하늘')).toEqual([
      '-',
      '-',
      '010-1234-5678',
      '-',
      '-',
      '정지',
      '2025-03-02',
      '수정보호자체크인 코드',
    ]);
  });

  it('when the interface is English, then the labels are English', async () => {
    window.localStorage.setItem('language', 'ENG');
    renderMembers();
    expect(await screen.findByText('Total members: 3')).toBeInTheDocument();
    const row = screen.getByRole('rowheader', { name: /Alex Kim/ }).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('Thursday 18:00–19:00')).toBeInTheDocument();
    expect(within(row).getByText('Entrance exam')).toBeInTheDocument();
    expect(within(row).getByText('Inactive')).toBeInTheDocument();
    const filters = screen.getByRole('search', { name: 'Find members' });
    expect(within(filters).getByRole('searchbox', { name: 'Search' })).toBeInTheDocument();
    expect(within(filters).getByRole('checkbox', { name: 'Unpaid tuition' })).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Clear filters' })).toBeDisabled();
  });

  it('when a member is foreign, then only their name carries the FOR badge', async () => {
    renderMembers();
    const row = (await screen.findByRole('rowheader', { name: /Alex Kim/ })).closest('tr');
    if (!row) throw new Error('no row');
    expect(within(row).getByText('FOR')).toHaveAttribute('title', '외국인 회원');
    expect(within(table()).getAllByText('FOR')).toHaveLength(1);
    expect(within(cards()).getAllByText('FOR')).toHaveLength(1);
  });

  it('when members are listed, then every one can be edited and only active ones deleted', async () => {
    renderMembers();
    await screen.findByText('전체 회원 3명');
    for (const list of [table(), cards()]) {
      expect(within(list).getAllByRole('button', { name: /회원 삭제$/ })).toHaveLength(1);
      expect(within(list).getByRole('button', { name: '홍길동 회원 삭제' })).toBeInTheDocument();
      expect(
        within(list)
          .getAllByRole('button', { name: /회원 정보 수정$/ })
          .map((button) => button.getAttribute('aria-label')),
      ).toEqual(['홍길동 회원 정보 수정', 'Alex Kim 회원 정보 수정', '김하늘 회원 정보 수정']);
    }
  });

  it('when the deletion is not confirmed, then nothing is sent', async () => {
    const user = renderMembers();
    const button = await findTableButton('홍길동 회원 삭제');
    await user.click(button);
    const asked = await screen.findByRole('dialog', { name: '홍길동님을 삭제하시겠습니까?' });
    expect(asked).toHaveTextContent(
      '이 회원의 모든 수업 일정이 삭제되고 선생님의 해당 시간이 비워집니다. 이 작업은 되돌릴 수 없습니다.',
    );
    await user.keyboard('{Escape}');
    expect(asked).not.toBeInTheDocument();
    expect(button).toHaveFocus();
    expect(del).not.toHaveBeenCalled();
  });

  it('when the deletion is confirmed, then it is sent, the server message shows and the list reloads', async () => {
    del.mockImplementation(() => {
      users = users.filter((entry) => entry.userId !== 3);
      return Promise.resolve(envelope(null, '회원을 삭제했습니다 (서버).'));
    });
    const user = renderMembers();
    await user.click(
      await within(await screen.findByRole('list', { name: '회원 목록' })).findByRole('button', {
        name: '홍길동 회원 삭제',
      }),
    );
    await answerQuestion(user, '홍길동님을 삭제하시겠습니까?', '삭제');
    expect(del).toHaveBeenCalledWith('/users/3');
    expect(await screen.findByText('회원을 삭제했습니다 (서버).')).toBeInTheDocument();
    expect(await screen.findByText('전체 회원 2명')).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: '홍길동' })).not.toBeInTheDocument();
  });

  it('when the server sends no message on success, then the default text shows', async () => {
    del.mockResolvedValue(envelope(null, ''));
    const user = renderMembers();
    await user.click(await findTableButton('홍길동 회원 삭제'));
    await answerQuestion(user, '홍길동님을 삭제하시겠습니까?', '삭제');
    expect(
      await screen.findByText('회원이 삭제되었습니다. 수업 일정도 함께 삭제되었습니다.'),
    ).toBeInTheDocument();
  });

  it('when the deletion fails, then the server message or the failure text shows', async () => {
    del.mockRejectedValueOnce(httpError(409, '활성 상태의 회원만 삭제할 수 있습니다.'));
    del.mockRejectedValueOnce(httpError(500));
    const user = renderMembers();
    const button = await findTableButton('홍길동 회원 삭제');
    await user.click(button);
    await answerQuestion(user, '홍길동님을 삭제하시겠습니까?', '삭제');
    expect(await screen.findByText('활성 상태의 회원만 삭제할 수 있습니다.')).toBeInTheDocument();
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    await answerQuestion(user, '홍길동님을 삭제하시겠습니까?', '삭제');
    expect(await screen.findByText('회원 삭제에 실패했습니다.')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: '홍길동' })).toBeInTheDocument();
  });

  it('when a deletion is under way, then the same member cannot be deleted twice', async () => {
    del.mockReturnValue(new Promise(() => undefined));
    const user = renderMembers();
    const button = await findTableButton('홍길동 회원 삭제');
    await user.click(button);
    await answerQuestion(user, '홍길동님을 삭제하시겠습니까?', '삭제');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('삭제 중…');
    expect(del).toHaveBeenCalledTimes(1);
  });

  it('when there are no members, then the empty state shows', async () => {
    users = [];
    renderMembers();
    expect(await screen.findByText('등록된 회원이 없습니다.')).toBeInTheDocument();
    expect(screen.getByText('전체 회원 0명')).toBeInTheDocument();
  });

  describe('search and filters', () => {
    const listParams = () =>
      get.mock.calls.filter(([url]) => url === '/users').map(([, options]) => options);

    it('when staff type a search, then it is sent trimmed once the typing pauses, not per key', async () => {
      const user = renderMembers();
      await screen.findByText('전체 회원 3명');
      await user.type(screen.getByRole('searchbox', { name: '검색' }), ' 010-1234 ');
      await waitFor(() =>
        expect(get).toHaveBeenLastCalledWith('/users', {
          params: { limit: 1000, search: '010-1234' },
        }),
      );
      // One ask on opening, one for the settled search: none for each letter typed.
      expect(listParams()).toEqual([
        { params: { limit: 1000 } },
        { params: { limit: 1000, search: '010-1234' } },
      ]);
    });

    it('when staff choose filters, then each is sent with the others', async () => {
      const user = renderMembers();
      await screen.findByText('전체 회원 3명');
      await user.click(screen.getByLabelText('수업 요일'));
      await user.click(screen.getByRole('option', { name: '수요일' }));
      await user.click(await screen.findByLabelText('담당 강사'));
      await user.click(await screen.findByRole('option', { name: '오선생' }));
      await user.click(screen.getByLabelText('상태'));
      await user.click(screen.getByRole('option', { name: '활성' }));
      await user.click(screen.getByRole('checkbox', { name: '미납 수강료' }));
      await user.click(screen.getByRole('checkbox', { name: '남은 보강권' }));
      await waitFor(() =>
        expect(get).toHaveBeenLastCalledWith('/users', {
          params: {
            limit: 1000,
            status: 'active',
            weekday: 'Wednesday',
            teacherId: 7,
            unpaid: 'true',
            openCredits: 'true',
          },
        }),
      );
    });

    it('when staff clear the filters, then the list is asked for as on opening', async () => {
      const user = renderMembers();
      await screen.findByText('전체 회원 3명');
      const clear = screen.getByRole('button', { name: '필터 초기화' });
      expect(clear).toBeDisabled();
      await user.type(screen.getByRole('searchbox', { name: '검색' }), '홍');
      await user.click(screen.getByRole('checkbox', { name: '미납 수강료' }));
      await waitFor(() =>
        expect(get).toHaveBeenLastCalledWith('/users', {
          params: { limit: 1000, search: '홍', unpaid: 'true' },
        }),
      );
      await user.click(clear);
      expect(screen.getByRole('searchbox', { name: '검색' })).toHaveValue('');
      expect(screen.getByRole('checkbox', { name: '미납 수강료' })).not.toBeChecked();
      await waitFor(() =>
        expect(get).toHaveBeenLastCalledWith('/users', { params: { limit: 1000 } }),
      );
      expect(clear).toBeDisabled();
    });

    it('when nothing matches, then the screen says so rather than that there are no members', async () => {
      const user = renderMembers();
      await screen.findByText('전체 회원 3명');
      users = [];
      await user.click(screen.getByRole('checkbox', { name: '남은 보강권' }));
      expect(await screen.findByText('검색과 필터에 맞는 회원이 없습니다.')).toBeInTheDocument();
    });
  });
});
