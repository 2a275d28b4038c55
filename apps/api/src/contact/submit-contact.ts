import type { TContactSubmitRequest } from '@academy/contracts';
import { hashPassword } from '../auth/password.js';
import type { ContactRepository } from './contact-repository.js';

/** Stores a guest inquiry; only a bcrypt hash of its password is kept. */
export function createSubmitContact(contacts: ContactRepository) {
  return async function submitContact(input: TContactSubmitRequest): Promise<number> {
    return contacts.create({
      nickname: input.nickname,
      passwordHash: await hashPassword(input.password),
      subject: input.subject,
      category: input.category,
      message: input.message,
    });
  };
}

export type SubmitContact = ReturnType<typeof createSubmitContact>;
