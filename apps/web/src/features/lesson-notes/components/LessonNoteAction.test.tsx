import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { TDayLessonNote, TLessonNote } from '@academy/contracts';
import { envelope, httpError } from '@/test/api-response';
import { mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { LessonNoteAction } from './LessonNoteAction';

const { get, put } = mockApiClient();

const DATE = '2027-01-13';
const practice = {
  from: '2027-01-07',
  to: DATE,
  totalMinutes: 65,
  entries: 3,
  bestTempos: [{ exercise: 'Paradiddle', bpm: 92 }],
};
const lessonRow = (extra: Partial<TDayLessonNote> = {}): TDayLessonNote => ({
  memberId: 4,
  date: DATE,
  canWrite: true,
  note: null,
  practice,
  ...extra,
});
/** A note as the API answers it, the lesson's teacher having written it. */
const storedNote = (fields: Partial<TLessonNote>): TLessonNote => ({
  id: 3,
  memberId: 4,
  date: DATE,
  piece: 'Paradiddle',
  tempoBpm: null,
  homework: null,
  link: null,
  teacherName: '이선생',
  updatedAt: '2027-01-13T10:00:00.000Z',
  ...fields,
});
let day: TDayLessonNote[] = [];

beforeEach(() => {
  day = [lessonRow()];
  get.mockReset();
  put.mockReset();
  get.mockImplementation((url: string) =>
    url === '/lesson-notes/day'
      ? Promise.resolve(envelope({ lessons: day }))
      : Promise.reject(httpError(404)),
  );
});

/** Opens the note's dialog from the lesson's button, named with the member. */
async function openDialog(user: ReturnType<typeof setupUser>, button = '차카타 레슨 노트 쓰기') {
  await user.click(await screen.findByRole('button', { name: button }));
  return within(screen.getByRole('dialog', { name: '레슨 노트 · 차카타' }));
}

function renderAction() {
  renderPage(
    <LessonNoteAction lesson={{ memberId: 4, memberName: '차카타', date: DATE }} />,
    '/admin/lesson-schedule',
  );
  return setupUser();
}

describe('LessonNoteAction', () => {
  it('when the day loads, then the practice since the last lesson shows with its best tempo', async () => {
    renderAction();
    expect(await screen.findByText(/연습 3회 · 65분/)).toHaveTextContent('최고 템포 Paradiddle 92');
  });

  it('when the teacher writes the four fields by keyboard, then the note is sent with the tempo as a number', async () => {
    const written = {
      memberId: 4,
      date: DATE,
      piece: 'Paradiddle',
      tempoBpm: 96,
      homework: '매일 10분',
      link: 'https://example.com/v',
    };
    put.mockResolvedValue(envelope(storedNote(written), '레슨 노트를 저장했습니다.'));
    const user = renderAction();
    const dialog = await openDialog(user);
    expect(dialog.getByLabelText(/곡 \/ 루디먼트/)).toHaveFocus();
    await user.keyboard('Paradiddle');
    await user.tab();
    await user.keyboard('96');
    await user.type(dialog.getByLabelText('숙제'), '매일 10분');
    await user.type(dialog.getByLabelText('링크 (https)'), 'https://example.com/v');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(put).toHaveBeenCalledWith('/lesson-notes', written);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the tempo is out of range or the link is not https, then nothing is sent and the fields say why', async () => {
    const user = renderAction();
    const dialog = await openDialog(user);
    await user.type(dialog.getByLabelText(/곡 \/ 루디먼트/), 'Fill');
    await user.type(dialog.getByLabelText('목표 템포 (BPM)'), '400');
    await user.type(dialog.getByLabelText('링크 (https)'), 'http://example.com');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(put).not.toHaveBeenCalled();
    expect(dialog.getByText(/템포는 20에서 300 BPM/)).toBeInTheDocument();
    expect(dialog.getByText(/https:\/\/ 로 시작하는/)).toBeInTheDocument();
  });

  it('when a note exists, then the button edits it with its fields filled', async () => {
    day = [
      lessonRow({
        note: storedNote({ piece: 'Shuffle', tempoBpm: 80 }),
      }),
    ];
    const user = renderAction();
    const dialog = await openDialog(user, '차카타 레슨 노트 수정');
    expect(dialog.getByLabelText(/곡 \/ 루디먼트/)).toHaveValue('Shuffle');
    expect(dialog.getByLabelText('목표 템포 (BPM)')).toHaveValue(80);
  });

  it('when the lesson is another teacher’s, then only the practice shows', async () => {
    day = [lessonRow({ canWrite: false })];
    renderAction();
    await screen.findByText(/연습 3회/);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
