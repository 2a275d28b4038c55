import type { TUser } from './user';

/**
 * Puts `text` into an empty field in one input event, as pasting does. For tests about what a
 * filled form sends or shows: typing re-renders the page once per character, which is slow in
 * jsdom. Tests about typing itself (masks, length limits, checks while typing) keep `user.type`.
 */
export async function fillIn(user: TUser, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
