import { render, screen } from '@testing-library/react';
import { setupUser } from '@/test/user';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/modal/Modal';
import { LanguageProvider } from '@/i18n/LanguageProvider';
import { CustomSelect } from './CustomSelect';
import type { TCustomSelectProps } from './CustomSelect';

const WEEKDAYS = [
  { value: 'Monday', label: '월요일' },
  { value: 'Tuesday', label: '화요일' },
  { value: 'Wednesday', label: '수요일' },
  { value: 'Thursday', label: '목요일' },
  { value: 'Friday', label: '금요일' },
];

type THarnessProps = Partial<TCustomSelectProps> & { initial?: string };

function Harness({ initial = '', onChange, ...props }: THarnessProps) {
  const [value, setValue] = useState(initial);
  return (
    <LanguageProvider>
      <CustomSelect
        label="요일"
        options={WEEKDAYS}
        {...props}
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
      <button type="button">다음</button>
    </LanguageProvider>
  );
}

function setup(props: THarnessProps = {}) {
  const onChange = vi.fn();
  const user = setupUser();
  render(<Harness onChange={onChange} {...props} />);
  const trigger = screen.getByRole('button', { name: /^요일/ });
  return { user, onChange, trigger };
}

const listbox = () => screen.queryByRole('listbox');
const activeOption = () => {
  const id = screen.getByRole('listbox').getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('CustomSelect', () => {
  it('when nothing is chosen, then the trigger is named by the label and shows the placeholder', () => {
    const { trigger } = setup();
    expect(trigger).toHaveTextContent('선택');
    expect(trigger).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByLabelText('요일')).toBe(trigger);
    expect(listbox()).toBeNull();
  });

  it('when a value is given, then the trigger shows its label and the option is selected', async () => {
    const { user, trigger } = setup({ initial: 'Wednesday', placeholder: '요일 선택' });
    expect(trigger).toHaveTextContent('수요일');
    expect(trigger).toHaveAccessibleName('요일 수요일');
    await user.click(trigger);
    expect(screen.getByRole('option', { name: '수요일' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: '월요일' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
  });

  it('when an option is clicked, then it is chosen, the list closes and focus is on the trigger', async () => {
    const { user, onChange, trigger } = setup();
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: '요일' })).toHaveFocus();
    expect(screen.getAllByRole('option')).toHaveLength(5);
    await user.click(screen.getByRole('option', { name: '목요일' }));
    expect(onChange).toHaveBeenCalledWith('Thursday');
    expect(listbox()).toBeNull();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('목요일');
  });

  it('when a press lands outside, then the list closes without a change', async () => {
    const { user, onChange, trigger } = setup();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: '다음' }));
    expect(listbox()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when the trigger is pressed again, then the list closes', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.click(trigger);
    expect(listbox()).toBeNull();
  });

  it('when arrows, Home and End are used, then the active option moves and Enter chooses it', async () => {
    const { user, onChange, trigger } = setup();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toHaveFocus();
    expect(activeOption()).toHaveTextContent('월요일');
    const moves = [
      ['{ArrowDown}{ArrowDown}', '수요일'],
      ['{ArrowUp}', '화요일'],
      ['{End}', '금요일'],
      ['{ArrowDown}', '금요일'],
      ['{Home}', '월요일'],
    ] as const;
    for (const [keys, active] of moves) {
      await user.keyboard(keys);
      expect(activeOption(), keys).toHaveTextContent(active);
    }
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('Tuesday');
    expect(listbox()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('when opened with Enter or Space, then the chosen option is active and Space chooses', async () => {
    const { user, onChange, trigger } = setup({ initial: 'Tuesday' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(activeOption()).toHaveTextContent('화요일');
    await user.keyboard('{Escape}');
    await user.keyboard(' ');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledWith('Wednesday');
  });

  it('when Escape is pressed, then the list closes without a change and focus returns', async () => {
    const { user, onChange, trigger } = setup({ initial: 'Monday' });
    await user.click(trigger);
    await user.keyboard('{ArrowDown}{ArrowDown}{Escape}');
    expect(listbox()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
    expect(trigger).toHaveTextContent('월요일');
  });

  it('when Tab is pressed, then the list closes without a change and focus moves on', async () => {
    const { user, onChange, trigger } = setup();
    await user.click(trigger);
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(listbox()).toBeNull();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '다음' })).toHaveFocus();
  });

  it('when letters are typed, then the first option starting with them becomes active', async () => {
    const user = setupUser();
    const onChange = vi.fn();
    render(
      <Harness
        onChange={onChange}
        options={[
          { value: 'apple', label: 'Apple' },
          { value: 'banana', label: 'Banana' },
          { value: 'blueberry', label: 'Blueberry' },
          { value: 'cherry', label: 'Cherry' },
        ]}
      />,
    );
    let now = 1_000_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    screen.getByRole('button', { name: /^요일/ }).focus();
    await user.keyboard('c');
    expect(activeOption()).toHaveTextContent('Cherry');
    now += 1000;
    await user.keyboard('bl');
    expect(activeOption()).toHaveTextContent('Blueberry');
    now += 1000;
    await user.keyboard('b');
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('b');
    expect(activeOption()).toHaveTextContent('Blueberry');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('blueberry');
    clock.mockRestore();
  });

  it('when an error and a hint are given, then they describe the trigger, which is invalid', () => {
    const { trigger } = setup({ error: '요일을 선택해주세요.', hint: '평일만 가능합니다.' });
    expect(trigger).toHaveAttribute('aria-invalid', 'true');
    expect(trigger).toHaveAccessibleDescription('평일만 가능합니다. 요일을 선택해주세요.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('when disabled, then it cannot be opened', async () => {
    const { user, trigger } = setup({ disabled: true });
    expect(trigger).toBeDisabled();
    await user.click(trigger);
    expect(listbox()).toBeNull();
  });

  it('when an id is given, then the trigger carries it', () => {
    const { trigger } = setup({ id: 'weekday' });
    expect(trigger).toHaveAttribute('id', 'weekday');
  });

  it('when the language is English, then the default placeholder is English', () => {
    window.localStorage.setItem('language', 'ENG');
    const { trigger } = setup();
    expect(trigger).toHaveTextContent('Select');
  });

  it('when Shift+Tab leaves the open list, then it closes and the trigger has focus', async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await user.tab({ shift: true });
    expect(listbox()).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('when Escape closes the list inside a modal, then the modal stays open', async () => {
    const user = setupUser();
    const onClose = vi.fn();
    render(
      <LanguageProvider>
        <Modal open onClose={onClose} title="수업 승인">
          <CustomSelect label="요일" value="" onChange={() => undefined} options={WEEKDAYS} />
        </Modal>
      </LanguageProvider>,
    );
    await user.click(screen.getByRole('button', { name: /^요일/ }));
    await user.keyboard('{Escape}');
    expect(listbox()).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});
