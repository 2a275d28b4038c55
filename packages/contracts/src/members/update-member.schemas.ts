import { z } from 'zod';
import { isTimeOfDay } from '../common/dates';
import { ZEmail } from '../common/email';
import { ZMemberGender } from '../common/gender';
import { ZPhoneNumber } from '../common/phone';
import { keyIssue, requiredText, TEXT_LIMITS } from '../common/text-fields';
import { ZLessonWeekday } from '../common/weekday';
import { isLessonSlotOrdered, ZLessonSlotTime, ZMonthlyFee } from '../lessons/lesson-slot';
import { ZAnyLessonType } from '../applications/applications.enums';
import { ZMemberStatus } from './members.enums';

/** The weekly slot is one unit: a new weekday or time is sent with the other two. */
export const MEMBER_SLOT_FIELDS = ['lessonDayOfWeek', 'lessonStartTime', 'lessonEndTime'] as const;

const ZUserFields = z
  .object(
    {
      name: requiredText('nameRequired', TEXT_LIMITS.NAME),
      email: ZEmail,
      phoneNumber: ZPhoneNumber,
      gender: ZMemberGender,
      lessonType: ZAnyLessonType,
      isForeigner: z.boolean({ error: 'invalidValue' }),
      monthlyFee: ZMonthlyFee,
      status: ZMemberStatus,
      lessonDayOfWeek: ZLessonWeekday,
      lessonStartTime: ZLessonSlotTime,
      lessonEndTime: ZLessonSlotTime,
    },
    { error: 'invalidValue' },
  )
  .partial();

/** A body that is at least an object: checked further even when some of its fields are wrong. */
function isObjectBody(payload: { value: unknown }): boolean {
  return (
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value)
  );
}

const isTime = (value: unknown): value is string => typeof value === 'string' && isTimeOfDay(value);

/**
 * PATCH /users/{id} (staff): only the fields that change. At least one field; the slot whole,
 * with the approval's rules (Monday to Friday, end after start). The rules across fields also
 * run while a field has a wrong format (not when one is missing or of the wrong type, which
 * stops zod), so a form shows most problems at once.
 */
export const ZUpdateMemberRequest = ZUserFields.superRefine(
  (value, context) => {
    const fields: Record<string, unknown> = value;
    if (Object.values(fields).every((field) => field === undefined)) {
      context.addIssue(keyIssue('nothingToUpdate'));
      return;
    }
    const slotGiven = MEMBER_SLOT_FIELDS.some((field) => fields[field] !== undefined);
    for (const field of MEMBER_SLOT_FIELDS) {
      if (slotGiven && fields[field] === undefined) {
        context.addIssue(keyIssue('approvalScheduleRequired', [field]));
      }
    }
    const { lessonStartTime: start, lessonEndTime: end } = fields;
    if (isTime(start) && isTime(end) && !isLessonSlotOrdered(start, end)) {
      context.addIssue(keyIssue('endAfterStart', ['lessonEndTime']));
    }
  },
  { when: isObjectBody },
);
export type TUpdateMemberRequest = z.infer<typeof ZUpdateMemberRequest>;
