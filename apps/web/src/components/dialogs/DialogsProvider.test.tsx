import { act, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import type { TLanguage } from '@/i18n/language';
import { setupUser } from '@/test/user';
import { useConfirm, useNotice } from './dialogs-context';
import { DialogsProvider } from './DialogsProvider';

/** A button that asks like a screen's hook does and writes down the answer. */
function Asker({ question = '이 일정을 삭제하시겠습니까?' }: { question?: string }) {
  const ask = useConfirm();
  const [answers, setAnswers] = useState<string[]>([]);
  const onClick = async () => {
    const yes = await ask({ question, confirmLabel: '삭제', tone: 'danger' });
    setAnswers((all) => [...all, yes ? 'yes' : 'no']);
  };
  return (
    <>
      <button type="button" onClick={() => void onClick()}>
        일정 삭제
      </button>
      <output aria-label="답">{answers.join(',')}</output>
    </>
  );
}

function Teller() {
  const tell = useNotice();
  const [closed, setClosed] = useState(false);
  const onClick = async () => {
    await tell({ title: '계정이 만들어졌습니다', body: <p>임시 비밀번호: Xy7pQ2mN4k</p> });
    setClosed(true);
  };
  return (
    <>
      <button type="button" onClick={() => void onClick()}>
        알리기
      </button>
      {closed && <p>닫힘</p>}
    </>
  );
}

function renderWith(element: React.ReactElement, language: TLanguage = 'KOR') {
  const user = setupUser();
  render(
    <LanguageProvider initialLanguage={language}>
      <DialogsProvider>{element}</DialogsProvider>
    </LanguageProvider>,
  );
  return user;
}

const answers = () => screen.getByRole('status', { name: '답' });

describe('useConfirm', () => {
  it('when the action is pressed, then it resolves true and the dialog closes', async () => {
    const user = renderWith(<Asker />);
    await user.click(screen.getByRole('button', { name: '일정 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '이 일정을 삭제하시겠습니까?' });
    await user.click(within(dialog).getByRole('button', { name: '삭제' }));
    expect(await screen.findByText('yes')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('when cancel is pressed, then it resolves false', async () => {
    const user = renderWith(<Asker />);
    await user.click(screen.getByRole('button', { name: '일정 삭제' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '취소' }));
    expect(answers()).toHaveTextContent('no');
  });

  it('when Escape is pressed, then it resolves false and focus returns to the button that asked', async () => {
    const user = renderWith(<Asker />);
    const opener = screen.getByRole('button', { name: '일정 삭제' });
    await user.click(opener);
    // Focus starts on the safe answer: Enter keeps things as they are.
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '취소' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(answers()).toHaveTextContent('no');
    expect(opener).toHaveFocus();
  });

  it('when it is answered by keyboard alone, then Tab reaches the action and Enter says yes', async () => {
    const user = renderWith(<Asker />);
    screen.getByRole('button', { name: '일정 삭제' }).focus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(answers()).toHaveTextContent('yes');
  });

  it('when a question has several lines, then the first names the dialog and the rest is its text', async () => {
    const user = renderWith(
      <Asker
        question={'같은 날 겹치는 일정이 있습니다.\n10:00–11:00 치과\n\n그래도 등록하시겠습니까?'}
      />,
    );
    await user.click(screen.getByRole('button', { name: '일정 삭제' }));
    const dialog = screen.getByRole('dialog', { name: '같은 날 겹치는 일정이 있습니다.' });
    expect(dialog).toHaveTextContent('10:00–11:00 치과');
    expect(dialog).toHaveTextContent('그래도 등록하시겠습니까?');
  });

  it('when the interface is English and no label is given, then the answers read in English', async () => {
    function PlainAsker() {
      const ask = useConfirm();
      return (
        <button type="button" onClick={() => void ask({ question: 'Turn the feed off?' })}>
          Ask
        </button>
      );
    }
    const user = renderWith(<PlainAsker />, 'ENG');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn the feed off?' });
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('when two questions are asked at once, then they come one after the other and each gets its answer', async () => {
    const user = renderWith(
      <>
        <Asker />
        <Asker question="두 번째 질문" />
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: '일정 삭제' });
    await user.click(first as HTMLElement);
    // The overlay covers the page; a second question (e.g. from a hook) waits its turn.
    act(() => (second as HTMLElement).click());
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '삭제' }));
    const next = await screen.findByRole('dialog', { name: '두 번째 질문' });
    await user.click(within(next).getByRole('button', { name: '취소' }));
    const [firstAnswers, secondAnswers] = screen.getAllByRole('status', { name: '답' });
    expect(firstAnswers).toHaveTextContent('yes');
    expect(secondAnswers).toHaveTextContent('no');
  });
});

describe('useNotice', () => {
  it('when the notice is closed, then the code that told it goes on', async () => {
    const user = renderWith(<Teller />);
    await user.click(screen.getByRole('button', { name: '알리기' }));
    const notice = screen.getByRole('dialog', { name: '계정이 만들어졌습니다' });
    expect(notice).toHaveTextContent('임시 비밀번호: Xy7pQ2mN4k');
    expect(screen.queryByText('닫힘')).not.toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: '확인' }));
    expect(await screen.findByText('닫힘')).toBeInTheDocument();
  });

  it('when there is no provider, then using it is refused with a clear error', () => {
    function Outside() {
      useNotice();
      return null;
    }
    expect(() => render(<Outside />)).toThrow('The in-app dialogs need a DialogsProvider');
  });
});
