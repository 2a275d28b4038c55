import {
  DELETION_REQUEST_MESSAGES,
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  toAcademyIsoDate,
  type TMemberListItem,
  type TUpdateMemberRequest,
} from '@academy/contracts';
import { isEmailTakenViolation } from '../accounts/account-emails.js';
import type { SessionRepository } from '../auth/session-repository.js';
import { isExclusionViolation } from '../db/exclusion-violation.js';
import { Prisma } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { fromAnyLessonType } from '../lib/lesson-types.js';
import { seoulDate } from '../lib/seoul-time.js';
import { releaseWhatTheMemberHeld } from '../schedule/member-leaving-repository.js';
import { cancelQueuedTextMessagesOf } from '../text-messages/text-message-erasure.js';
import { makeupCreditsRepository as credits } from '../schedule/makeup-credits-repository.js';
import { bookingInTheWay, firstBookingUnderLesson } from '../schedule/own-hours.js';
import type { MemberProfileRepository } from './member-profile-repository.js';
import { moveMemberSlot, type WeeklySlot } from './move-member-slot.js';
import { toMemberListItem } from './staff-members-mappers.js';
import type { StaffMembersRepository } from './staff-members-repository.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { type Clock, systemClock } from '../lib/clock.js';

export interface UpdatedMember {
  user: TMemberListItem;
  /** Whether the weekly slot changed (it then applies from today). */
  slotMoved: boolean;
}

type ListValue = TMemberListItem[keyof TMemberListItem];
type Changes = Record<string, { from: ListValue; to: ListValue }>;

function slotOf(input: TUpdateMemberRequest): WeeklySlot | null {
  const { lessonDayOfWeek, lessonStartTime, lessonEndTime } = input;
  if (!lessonDayOfWeek || !lessonStartTime || !lessonEndTime) return null;
  return { lessonDayOfWeek, lessonStartTime, lessonEndTime };
}

/** The member's own columns; the slot lives in lesson_schedules. */
function memberColumns(input: TUpdateMemberRequest): Prisma.MemberUpdateInput {
  const { name, email, phoneNumber, gender, isForeigner, monthlyFee, status, lessonType } = input;
  return {
    name,
    email,
    phoneNumber,
    gender,
    isForeigner,
    monthlyFee,
    status,
    lessonType: lessonType === undefined ? undefined : fromAnyLessonType(lessonType),
  };
}

/** Before and after of each requested field that really changed, for the audit log. */
function changesOf(
  input: TUpdateMemberRequest,
  before: TMemberListItem,
  after: TMemberListItem,
): Changes {
  const fields = Object.keys(input).filter(
    (field): field is keyof TMemberListItem => field in after,
  );
  return Object.fromEntries(
    fields
      .filter((field) => before[field] !== after[field])
      .map((field) => [field, { from: before[field], to: after[field] }]),
  );
}

const hasPrismaCode = (error: unknown, code: string) =>
  error instanceof Prisma.PrismaClientKnownRequestError && error.code === code;
const UNIQUE_VIOLATION = 'P2002';
const RECORD_NOT_FOUND = 'P2025';

interface TUpdateMemberDeps {
  units: UnitOfWork;
  users: StaffMembersRepository;
  profiles: MemberProfileRepository;
  sessions: SessionRepository;
  now?: Clock;
}

/** 409 when another account has the new email, or another member the new phone number. */
async function findUniquenessConflict(
  { users, profiles }: TUpdateMemberDeps,
  id: number,
  input: TUpdateMemberRequest,
) {
  if (input.email !== undefined && (await profiles.isEmailTaken(input.email, id))) {
    return new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse);
  }
  if (input.phoneNumber !== undefined && (await users.isPhoneTaken(input.phoneNumber, id))) {
    return new AppError('PHONE_TAKEN', STAFF_MESSAGES.memberPhoneInUse);
  }
  return null;
}

async function leave(tx: Prisma.TransactionClient, memberId: number, at: Date) {
  const released = await releaseWhatTheMemberHeld(tx, memberId, at);
  const textMessages = await cancelQueuedTextMessagesOf(tx, memberId, at);
  return { ...released, textMessages };
}

/** The change in one unit of work: columns, slot, sessions, audit. */
async function apply(
  { units, users, sessions }: TUpdateMemberDeps,
  at: Date,
  staffId: number,
  id: number,
  input: TUpdateMemberRequest,
  before: TMemberListItem,
) {
  const slot = slotOf(input);
  const columns = memberColumns(input);
  // Becoming inactive is leaving, and retention counts from that Seoul day; coming back
  // forgets it (docs/product/privacy.md).
  const leaves = input.status === 'inactive' && before.status !== 'inactive';
  if (input.status !== undefined && input.status !== before.status)
    columns.leftOn = input.status === 'inactive' ? seoulDate(0, at) : null;
  // Not active any more: the member's devices are signed out now, not at the next refresh.
  const endsSessions = input.status !== undefined && input.status !== 'active';
  return units.run(
    async ({ tx, audit }) => {
      // Under the lock practice bookings and make-ups take, so one made meanwhile is seen.
      if (slot) await credits.lockMember(tx, id);
      const member = await users.updateMember(tx, id, columns);
      const slotMoved = slot
        ? await moveMemberSlot(tx, users, {
            memberId: id,
            memberTeacherId: member.teacherId,
            slot,
            today: seoulDate(0, at),
          })
        : false;
      // The new lessons must not fall on the member's own bookings.
      const inTheWay = slotMoved
        ? await firstBookingUnderLesson(tx, id, toAcademyIsoDate(at))
        : undefined;
      if (inTheWay) throw bookingInTheWay('memberSlotOverBooking', inTheWay);
      if (endsSessions) await sessions.revokeAllOf(tx, { type: 'member', id }, at);
      // One who leaves lets go of what they held ahead and is sent nothing still queued.
      const released = leaves ? await leave(tx, id, at) : undefined;
      const row = await users.findListRow(id, tx);
      if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      const user = toMemberListItem(row);
      const changes = changesOf(input, before, user);
      if (Object.keys(changes).length > 0) {
        audit({
          action: 'member.update',
          entityType: 'member',
          entityId: id,
          details: released ? { changes, released } : { changes },
        });
      }
      return { user, slotMoved };
    },
    { staffId },
  );
}

/** Staff change a member: personal data, lesson, fee, status and weekly slot (docs/product/api.md PATCH /users/{id}). */
export function createUpdateMember(deps: TUpdateMemberDeps) {
  const { users, now = systemClock } = deps;

  return async function updateMember(
    staffId: number,
    id: number,
    input: TUpdateMemberRequest,
  ): Promise<UpdatedMember> {
    const existing = await users.findListRow(id);
    if (!existing) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    // An anonymized member has left for good (docs/product/privacy.md).
    if (existing.anonymizedAt !== null && input.status !== undefined && input.status !== 'inactive')
      throw new AppError(
        'STATUS_TRANSITION_REFUSED',
        DELETION_REQUEST_MESSAGES.anonymizedStaysInactive,
      );
    const conflict = await findUniquenessConflict(deps, id, input);
    if (conflict) throw conflict;
    try {
      return await apply(deps, now(), staffId, id, input, toMemberListItem(existing));
    } catch (error) {
      if (isExclusionViolation(error))
        throw new AppError('SLOT_TAKEN', STAFF_MESSAGES.lessonSlotTaken);
      // Deleted by another staff member since it was read.
      if (hasPrismaCode(error, RECORD_NOT_FOUND))
        throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      // Another request took the email or phone number between the check and the update.
      if (isEmailTakenViolation(error))
        throw new AppError('EMAIL_TAKEN', FEEDBACK_MESSAGES.emailInUse);
      if (hasPrismaCode(error, UNIQUE_VIOLATION)) {
        throw new AppError('PHONE_TAKEN', STAFF_MESSAGES.memberPhoneInUse);
      }
      throw error;
    }
  };
}

export type UpdateMember = ReturnType<typeof createUpdateMember>;
