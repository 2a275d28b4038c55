import { FEEDBACK_MESSAGES, type TPracticeBookingRequest } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { BookPracticeRoom } from './book-practice-room.js';
import type { PracticeRepository } from './practice-repository.js';

/**
 * Staff book a room for a member (docs/product/back-office.md#the-member-page): the member's own
 * booking with the member as subject, so its caps, refusals and notification are the member's;
 * the audit log names the staff member. An unknown or anonymized member, or a guardian account
 * that takes no lessons, answers 404.
 */
export function createBookPracticeRoomForMember(deps: {
  practice: PracticeRepository;
  bookPracticeRoom: BookPracticeRoom;
}) {
  return async function bookPracticeRoomForMember(
    staffId: number,
    memberId: number,
    input: TPracticeBookingRequest,
  ) {
    const member = await deps.practice.findBookingMember(memberId);
    if (!member) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    return deps.bookPracticeRoom(member.id, input, { staffId });
  };
}

export type BookPracticeRoomForMember = ReturnType<typeof createBookPracticeRoomForMember>;
