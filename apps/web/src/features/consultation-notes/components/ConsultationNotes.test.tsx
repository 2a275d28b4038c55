import { CONSULTATION_NOTE_MESSAGES, type TConsultationNote } from '@academy/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { envelope } from '@/test/api-response';
import { answerQuestion } from '@/test/dialogs';
import { answerGetsInEachTest, mockApiClient } from '@/test/mock-api-client';
import { renderPage } from '@/test/render-route';
import { setupUser } from '@/test/user';
import { ConsultationNotes } from './ConsultationNotes';

const client = mockApiClient();

const note = (id: number, overrides: Partial<TConsultationNote> = {}): TConsultationNote => ({
  id,
  memberId: 7,
  date: '2031-03-02',
  body: `상담 ${id}`,
  authorId: 1,
  authorName: '박선생',
  canEdit: true,
  createdAt: '2031-03-02T01:00:00.000Z',
  updatedAt: '2031-03-02T01:00:00.000Z',
  ...overrides,
});

answerGetsInEachTest({
  '/users/7/consultation-notes': () => ({
    notes: [note(2), note(1, { authorName: '김원장', canEdit: false })],
    pagination: { page: 1, limit: 10, total: 2, totalPages: 1 },
  }),
});

/** The list item of the note that reads `body`. */
async function noteItem(body: string): Promise<HTMLElement> {
  const item = (await screen.findByText(body)).closest('li');
  if (!item) throw new Error(`No note reads ${body}`);
  return item;
}

describe('ConsultationNotes', () => {
  it('when another staff member wrote a note, then only the caller’s own can be edited or deleted', async () => {
    renderPage(<ConsultationNotes memberId={7} />);
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('상담 2'),
      expect.stringContaining('김원장 작성'),
    ]);
    expect(within(await noteItem('상담 2')).getByRole('button', { name: '수정' })).toBeVisible();
    const other = within(await noteItem('상담 1'));
    expect(other.queryByRole('button', { name: '수정' })).not.toBeInTheDocument();
    expect(other.queryByRole('button', { name: '삭제' })).not.toBeInTheDocument();
  });

  it('when staff delete their note and confirm in the dialog, then it is deleted', async () => {
    client.delete.mockResolvedValue(envelope(null, CONSULTATION_NOTE_MESSAGES.deleted.ko));
    renderPage(<ConsultationNotes memberId={7} />);
    const user = setupUser();
    await user.click(within(await noteItem('상담 2')).getByRole('button', { name: '삭제' }));
    await answerQuestion(user, /2031-03-02 상담일지를 삭제할까요/, '삭제');
    expect(await screen.findByText(CONSULTATION_NOTE_MESSAGES.deleted.ko)).toBeInTheDocument();
    expect(client.delete).toHaveBeenCalledWith('/consultation-notes/2');
  });

  it('when staff edit their note, then the new text is sent for that note', async () => {
    client.patch.mockResolvedValue(envelope(note(2), CONSULTATION_NOTE_MESSAGES.saved.ko));
    renderPage(<ConsultationNotes memberId={7} />);
    const user = setupUser();
    await user.click(within(await noteItem('상담 2')).getByRole('button', { name: '수정' }));
    const dialog = within(await screen.findByRole('dialog', { name: '상담일지 수정' }));
    const body = dialog.getByLabelText(/내용/);
    await user.clear(body);
    await user.type(body, '고친 내용');
    await user.click(dialog.getByRole('button', { name: '저장' }));
    expect(await screen.findByText(CONSULTATION_NOTE_MESSAGES.saved.ko)).toBeInTheDocument();
    expect(client.patch).toHaveBeenCalledWith('/consultation-notes/2', {
      date: '2031-03-02',
      body: '고친 내용',
    });
  });
});
