import { screen, within } from '@testing-library/react';
import type { TUser } from './user';

/**
 * Answers the in-app question (`useConfirm`) named `question` (its first line) by pressing the
 * button named `button`; hands back the dialog, gone once answered, to check its text first.
 */
export async function answerQuestion(user: TUser, question: string | RegExp, button: string) {
  const dialog = await screen.findByRole('dialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: button }));
  return dialog;
}
