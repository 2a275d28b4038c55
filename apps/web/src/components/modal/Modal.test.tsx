import { render, screen } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { Modal } from './Modal';

function Harness({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [innerOpen, setInnerOpen] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  return (
    <LanguageProvider>
      <button type="button" onClick={() => setOpen(true)}>
        열기
      </button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="비밀번호 확인"
        description="작성할 때 정한 비밀번호를 입력하세요."
        initialFocusRef={nameRef}
        footer={
          <button type="button" onClick={() => setOpen(false)}>
            취소
          </button>
        }
      >
        <label>
          비밀번호
          <input ref={nameRef} />
        </label>
        {nested && (
          <>
            <button type="button" onClick={() => setInnerOpen(true)}>
              안쪽 열기
            </button>
            <Modal open={innerOpen} onClose={() => setInnerOpen(false)} title="안쪽 창">
              <button type="button">안쪽 버튼</button>
            </Modal>
          </>
        )}
      </Modal>
    </LanguageProvider>
  );
}

async function openModal(nested = false) {
  const user = setupUser();
  render(<Harness nested={nested} />);
  await user.click(screen.getByRole('button', { name: '열기' }));
  return user;
}

describe('Modal', () => {
  it('when opened, then it is a labelled, described modal dialog with focus on the initial field', async () => {
    await openModal();
    const dialog = screen.getByRole('dialog', { name: '비밀번호 확인' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('작성할 때 정한 비밀번호를 입력하세요.');
    expect(screen.getByLabelText('비밀번호')).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('when Escape is pressed, then it closes and focus returns to the opener', async () => {
    const user = await openModal();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '열기' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('when the overlay is clicked, then it closes; a click inside does not', async () => {
    const user = await openModal();
    const dialog = screen.getByRole('dialog');
    await user.click(dialog);
    expect(dialog).toBeInTheDocument();
    const overlay = dialog.parentElement;
    if (!overlay) throw new Error('the dialog has no overlay');
    await user.click(overlay);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when the close button is pressed, then it closes', async () => {
    const user = await openModal();
    await user.click(screen.getByRole('button', { name: '닫기' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when Tab reaches the last control, then focus wraps inside the dialog both ways', async () => {
    const user = await openModal();
    await user.tab();
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: '닫기' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '취소' })).toHaveFocus();
  });

  it('when a modal is opened inside another, then Escape closes only the top one', async () => {
    const user = await openModal(true);
    await user.click(screen.getByRole('button', { name: '안쪽 열기' }));
    expect(screen.getByRole('dialog', { name: '안쪽 창' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: '안쪽 창' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '비밀번호 확인' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '안쪽 열기' })).toHaveFocus();
  });

  it('when the language is English, then the close button says Close', async () => {
    window.localStorage.setItem('language', 'ENG');
    await openModal();
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
