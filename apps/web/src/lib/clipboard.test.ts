import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyOrSelect } from './clipboard';

/** A field showing `value`, in the page so that it can take the focus. */
function fieldShowing(value: string) {
  const field = document.createElement('input');
  field.value = value;
  document.body.append(field);
  return field;
}

/** A clipboard whose writeText answers as `writeText` does. */
function clipboardThat(writeText: (text: string) => Promise<void>) {
  const spy = vi.fn(writeText);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: spy }, configurable: true });
  return spy;
}

afterEach(() => {
  document.body.replaceChildren();
  Reflect.deleteProperty(navigator, 'clipboard');
});

describe('copyOrSelect', () => {
  it('when the clipboard takes the text, then it is copied and the field is left alone', async () => {
    const writeText = clipboardThat(() => Promise.resolve());
    const field = fieldShowing('https://academy.example/feed');
    expect(await copyOrSelect('https://academy.example/feed', field)).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://academy.example/feed');
    expect(field).not.toHaveFocus();
  });

  it('when the clipboard refuses, then the field is focused with its whole text selected for Ctrl+C', async () => {
    clipboardThat(() => Promise.reject(new Error('denied')));
    const field = fieldShowing('https://academy.example/feed');
    expect(await copyOrSelect('https://academy.example/feed', field)).toBe(false);
    expect(field).toHaveFocus();
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
  });
});
