import {
  CONSULTATION_NOTE_MESSAGES,
  seoulInstant,
  toAcademyIsoDate,
  type TAttendanceChange,
  type TConsultationNotes,
  type TMakeupMemberOverview,
  type TMemberOverview,
  type TPracticeSession,
} from '@academy/contracts';
import { tuitionDue } from '@academy/contracts/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { answerGets, envelope } from '@/test/api-response';
import { attendanceOccurrence } from '@/test/attendance';
import { mockApiClient } from '@/test/mock-api-client';
import { renderRoutes } from '@/test/render-route';
import { memberRow } from '@/test/staff-users';
import { setupUser } from '@/test/user';
import { StaffMemberRoute } from './StaffMemberRoute';

const { get, post, patch } = mockApiClient();

// Overdue: its day has passed whatever today is.
const DUE = tuitionDue({ id: 5, month: '2026-01', dueDate: '2026-01-10' });

const OVERVIEW: TMemberOverview = {
  teacherName: '박선생',
  attendance: {
    entries: [{ date: '2031-03-04', status: 'attended', note: null, byMember: false }],
    pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
  },
  dues: [DUE],
  scheduleChanges: [],
  pauses: [
    {
      id: 3,
      fromMonth: '2031-05',
      untilMonth: '2031-06',
      state: 'pending',
      createdAt: '2031-03-01T00:00:00.000Z',
    },
  ],
  absenceNotices: [],
  calendarFeed: { enabled: true, since: '2031-01-15T03:00:00.000Z' },
};

const MAKEUPS: TMakeupMemberOverview = {
  memberId: 7,
  memberName: '김하늘',
  cap: 2,
  openCredits: [],
  pastCredits: [],
  makeups: [],
  ledger: { earned: 0, spent: 0, voided: 0, expired: 0, open: 0 },
  teacherId: 1,
};

const NOTES: TConsultationNotes = {
  notes: [
    {
      id: 11,
      memberId: 7,
      date: '2031-03-02',
      body: '어머니와 진학 상담',
      authorId: 1,
      authorName: '박선생',
      canEdit: true,
      createdAt: '2031-03-02T01:00:00.000Z',
      updatedAt: '2031-03-02T01:00:00.000Z',
    },
  ],
  pagination: { page: 1, limit: 10, total: 1, totalPages: 1 },
};

async function renderMemberPage() {
  get.mockImplementation(
    answerGets({
      '/users/7': () => memberRow({ userId: 7, name: '김하늘' }),
      '/users/7/overview': () => OVERVIEW,
      '/makeups': () => MAKEUPS,
      '/users/7/consultation-notes': () => NOTES,
    }),
  );
  renderRoutes([{ path: '/admin/users/:id', element: <StaffMemberRoute /> }], '/admin/users/7');
  await screen.findByRole('heading', { level: 1, name: '김하늘 회원' });
  return setupUser();
}

/** Opens the action's dialog from its button and answers the dialog. */
async function openDialog(user: ReturnType<typeof setupUser>, button: string) {
  await user.click(screen.getByRole('button', { name: button }));
  return within(await screen.findByRole('dialog'));
}

beforeEach(() => {
  get.mockReset();
  post.mockReset();
  patch.mockReset();
});

describe('StaffMemberRoute', () => {
  it('when the page opens, then every section shows under its heading from the answers', async () => {
    await renderMemberPage();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      '회원 정보',
      '수업',
      '회원 대신 하기',
      '보강과 보강권',
      '출석 기록',
      '수강료',
      '요청',
      '캘린더 구독',
      '상담일지',
    ]);
    const lesson = within(screen.getByRole('region', { name: '수업' }));
    expect(lesson.getByText('박선생')).toBeVisible();
    expect(lesson.getByText('매주 화요일 19:00–20:00')).toBeVisible();
    const attendance = within(screen.getByRole('region', { name: '출석 기록' }));
    expect(attendance.getByRole('cell', { name: '2031-03-04' })).toBeVisible();
    const dues = within(screen.getByRole('region', { name: '수강료' }));
    expect(dues.getByText(/연체/)).toBeVisible();
    const requests = within(screen.getByRole('region', { name: '요청' }));
    expect(requests.getByText(/2031-05 ~ 2031-06/)).toBeVisible();
    expect(screen.getByText(/캘린더를 구독하고 있습니다/)).toBeVisible();
    expect(await screen.findByText('어머니와 진학 상담')).toBeVisible();
    expect(get).toHaveBeenCalledWith('/users/7/overview', { params: { attendancePage: 1 } });
  });

  it('when staff add a consultation note, then its day and text are sent for the member', async () => {
    post.mockResolvedValue(envelope(NOTES.notes[0], CONSULTATION_NOTE_MESSAGES.saved.ko));
    const user = await renderMemberPage();
    const dialog = await openDialog(user, '상담일지 쓰기');
    await user.type(dialog.getByLabelText(/내용/), '레슨 횟수 상담');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(CONSULTATION_NOTE_MESSAGES.saved.ko)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/users/7/consultation-notes', {
      date: toAcademyIsoDate(new Date()),
      body: '레슨 횟수 상담',
    });
  });

  it('when staff grant a credit, then the make-up credit call is sent for the member', async () => {
    post.mockResolvedValue(envelope(MAKEUPS, '지급했습니다.'));
    const user = await renderMemberPage();
    const dialog = await openDialog(user, '보강권 주기');
    await user.type(dialog.getByLabelText(/사유/), '학원 사정');
    await user.click(dialog.getByRole('button', { name: '지급' }));
    expect(await screen.findByText('지급했습니다.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/makeups/credits', {
      memberId: 7,
      action: 'grant',
      reason: '학원 사정',
    });
  });

  it('when staff book a practice room, then the staff booking call carries the room and hours', async () => {
    const session: TPracticeSession = {
      sessionId: 1,
      bookingId: 1,
      practiceRoom: 'room1',
      userId: 7,
      user: { name: '김하늘' },
      startTime: '2031-03-04T01:00:00.000Z',
      endTime: '2031-03-04T03:00:00.000Z',
      status: 'scheduled',
      notes: null,
    };
    post.mockResolvedValue(envelope(session, '예약되었습니다.'));
    const user = await renderMemberPage();
    const dialog = await openDialog(user, '연습실 예약');
    await user.selectOptions(dialog.getByLabelText(/시작 시간/), '10');
    await user.selectOptions(dialog.getByLabelText(/이용 시간/), '2');
    await user.click(dialog.getByRole('button', { name: '예약' }));
    expect(await screen.findByText('예약되었습니다.')).toBeInTheDocument();
    const today = toAcademyIsoDate(new Date());
    expect(post).toHaveBeenCalledWith('/users/7/practice-bookings', {
      roomId: 1,
      startTime: seoulInstant(today, 10).toISOString(),
      endTime: seoulInstant(today, 12).toISOString(),
    });
  });

  it('when staff move one lesson, then the lesson move is sent for the member in minutes', async () => {
    post.mockResolvedValue(envelope(null, '수업을 옮겼습니다.'));
    const user = await renderMemberPage();
    const dialog = await openDialog(user, '수업 하루 옮기기');
    fireEvent.change(dialog.getByLabelText('원래 수업 날짜'), { target: { value: '2031-03-11' } });
    fireEvent.change(dialog.getByLabelText('새 날짜'), { target: { value: '2031-03-12' } });
    fireEvent.change(dialog.getByLabelText('시작 시간'), { target: { value: '19:30' } });
    fireEvent.change(dialog.getByLabelText('종료 시간'), { target: { value: '20:30' } });
    await user.type(dialog.getByLabelText('변경 사유'), '선생님 사정');
    await user.click(dialog.getByRole('button', { name: '옮기기' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/modification/lesson-move', {
        memberId: 7,
        originalDate: '2031-03-11',
        newDate: '2031-03-12',
        startMinute: 1170,
        endMinute: 1230,
        reason: '선생님 사정',
      }),
    );
  });

  it('when staff give notice of absence, then the staff notice call carries the day and reason', async () => {
    const change: TAttendanceChange = {
      occurrence: attendanceOccurrence({ status: 'absent_with_notice' }),
      credit: null,
      creditRefusal: 'cap_reached',
      creditVoided: false,
      makeupCancelled: false,
    };
    post.mockResolvedValue(envelope(change, '결석 연락을 받았습니다.'));
    const user = await renderMemberPage();
    const dialog = await openDialog(user, '결석 연락');
    const date = dialog.getByLabelText(/수업 날짜/);
    await user.clear(date);
    await user.type(date, '2031-03-11');
    await user.type(dialog.getByLabelText(/사유/), '가족 여행');
    await user.click(dialog.getByRole('button', { name: '결석 연락 보내기' }));
    expect(await screen.findByText('결석 연락을 받았습니다.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/users/7/absence-notices', {
      date: '2031-03-11',
      reason: '가족 여행',
    });
  });

  it('when staff record a payment of an unpaid due, then the due is marked paid', async () => {
    patch.mockResolvedValue(envelope({ ...DUE, paid: true }, '납부 처리했습니다.'));
    const user = await renderMemberPage();
    const dialog = await openDialog(user, '납부 기록');
    await user.click(dialog.getByRole('button', { name: /납부/ }));
    expect(await screen.findByText('납부 처리했습니다.')).toBeInTheDocument();
    expect(patch).toHaveBeenCalledWith(
      '/tuition/5',
      expect.objectContaining({ paid: true, method: 'bank_transfer' }),
    );
  });
});
