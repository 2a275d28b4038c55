import { ZGuardianRelation } from '../families/family.schemas';
import { z } from 'zod';
import { ZMessageChannel } from './message-channel.schemas';
import { ZMemberContact } from '../common/refs';
import { ZMemberGender } from '../common/gender';
import { pagedList, statusPageQuery } from '../common/pagination';
import { ZAnsweredLessonSlot } from '../common/lesson-slot';
import { passwordsMatch, presentedPassword, ZNewPassword } from '../auth/password.schemas';
import { PAGING } from '../constants/paging';
import { ZAnyLessonType } from '../applications/applications.enums';
import { MEMBER_STATUSES, ZMemberStatus } from './members.enums';
import { MEMBER_LIST_LIMITS } from './members.limits';
import {
  optionalFilter,
  optionalQueryFlag,
  optionalSearch,
  ZPositiveId,
} from '../common/text-fields';
import { LESSON_WEEKDAYS } from '../common/weekday';

const ZChangePasswordFields = z.object({
  currentPassword: presentedPassword('currentPasswordRequired'),
  newPassword: ZNewPassword,
});

/**
 * The new password must differ from the current one: otherwise a temporary password, which the
 * staff member who issued it knows, could be "changed" into itself.
 */
const differsFromCurrent = (value: { currentPassword: string; newPassword: string }) =>
  value.newPassword !== value.currentPassword;
const SAME_AS_CURRENT = { path: ['newPassword'], error: 'newPasswordSameAsCurrent' };

/** PUT /users/change-password. */
export const ZChangePasswordRequest = ZChangePasswordFields.refine(
  differsFromCurrent,
  SAME_AS_CURRENT,
);
export type TChangePasswordRequest = z.infer<typeof ZChangePasswordRequest>;

/** The change-password form also asks for the new password twice. */
export const ZChangePasswordForm = ZChangePasswordFields.extend({
  confirmPassword: z
    .string({ error: 'passwordConfirmRequired' })
    .min(1, { error: 'passwordConfirmRequired' }),
})
  .refine(differsFromCurrent, SAME_AS_CURRENT)
  .refine((value) => passwordsMatch(value.newPassword, value.confirmPassword), {
    path: ['confirmPassword'],
    error: 'passwordConfirmMismatch',
  });
export type TChangePasswordForm = z.infer<typeof ZChangePasswordForm>;

/**
 * GET /users: the staff list asks for up to 1000 rows at once. Every filter is optional and they
 * combine with AND (docs/product/back-office.md): a search by the member's or guardian's name or
 * phone, the weekday and teacher of the weekly slot running today, unpaid dues, open credits.
 */
export const ZMembersListQuery = statusPageQuery(MEMBER_STATUSES, {
  maxLimit: PAGING.USERS,
}).extend({
  search: optionalSearch(MEMBER_LIST_LIMITS.SEARCH_MAX),
  weekday: optionalFilter(LESSON_WEEKDAYS),
  teacherId: ZPositiveId.optional(),
  unpaid: optionalQueryFlag(),
  openCredits: optionalQueryFlag(),
});
export type TMembersListQuery = z.infer<typeof ZMembersListQuery>;

export const ZMemberListItem = z.object({
  userId: z.number().int(),
  name: z.string(),
  gender: ZMemberGender.nullable(),
  birthDate: z.string().nullable(),
  phoneNumber: z.string(),
  email: z.string().nullable(),
  lessonType: ZAnyLessonType.nullable(),
  ...ZAnsweredLessonSlot.shape,
  assignedTime: z.string().nullable(),
  status: ZMemberStatus,
  registeredAt: z.string(),
  isForeigner: z.boolean(),
  /** KRW per month, set on approval; null for members created without one. */
  monthlyFee: z.number().int().nullable(),
  /** Whether the member signs in themselves (a child may have no login: families.md). */
  hasLogin: z.boolean(),
  /** How the member chose to hear from the academy, and when (null: never; 알림톡 applies). */
  messageChannel: ZMessageChannel,
  messageChannelChosenAt: z.string().nullable(),
  /** A child's guardian (docs/product/families.md); null for a member without one. */
  guardian: z
    .object({
      userId: z.number().int(),
      name: z.string(),
      phoneNumber: z.string(),
      relationship: ZGuardianRelation.nullable(),
    })
    .nullable(),
});
export type TMemberListItem = z.infer<typeof ZMemberListItem>;

export const ZMembersListResponse = pagedList({ users: z.array(ZMemberListItem) });
export type TMembersListResponse = z.infer<typeof ZMembersListResponse>;

/** GET /users/me, and GET /users/{id} when a member reads their own profile. */
export const ZStudentProfile = z.object({
  ...ZMemberContact.shape,
  ...ZAnsweredLessonSlot.shape,
  isForeigner: z.boolean(),
  teacherId: z.number().int().nullable(),
});
export type TStudentProfile = z.infer<typeof ZStudentProfile>;

/** GET /users/{id}: a member reads their own profile; staff read any member as the list shows it. */
export const ZMemberByIdResponse = z.union([ZMemberListItem, ZStudentProfile]);
export type TMemberByIdResponse = z.infer<typeof ZMemberByIdResponse>;
