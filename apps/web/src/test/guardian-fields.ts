import { screen, within } from '@testing-library/react';
import { fillIn } from './fill-in';
import type { TUser } from './user';

// The guest application forms' applicant part, in Korean (lesson and one-day forms alike).

/** Who applies: oneself or one's child. */
export const applicantChoice = () => screen.getByRole('radiogroup', { name: '신청 대상' });

/** The guardian's fields, shown for a child. */
export const guardianField = {
  name: () => screen.getByLabelText('보호자 이름'),
  phone: () => screen.getByLabelText('보호자 휴대폰 번호'),
  email: () => screen.getByLabelText('보호자 이메일'),
  relationship: () => screen.getByLabelText('자녀와의 관계'),
};

/** The guardian's consent to the collection of the child's data. */
export const guardianConsent = () =>
  screen.getByRole('checkbox', { name: '위 내용에 동의합니다 (보호자)' });

/** Chooses "my child" as the applicant. */
export async function applyForChild(user: TUser) {
  await user.click(within(applicantChoice()).getByRole('radio', { name: '자녀' }));
}

/** Fills the guardian's name, relationship (as the list names it), phone and e-mail. */
export async function fillGuardian(
  user: TUser,
  guardian: { name: string; relationship: string; phone: string; email: string },
) {
  await fillIn(user, guardianField.name(), guardian.name);
  await user.selectOptions(guardianField.relationship(), guardian.relationship);
  await fillIn(user, guardianField.phone(), guardian.phone);
  await fillIn(user, guardianField.email(), guardian.email);
}
