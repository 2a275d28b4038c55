import {
  canDecideLessonRequest,
  FEEDBACK_MESSAGES,
  LESSON_WEEKDAYS,
  STAFF_MESSAGES,
  timeToMinutes,
  type TLessonApprovalRequest,
  type TLessonApprovalResponse,
  type TLessonRejectionRequest,
} from '@academy/contracts';
import { isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { writeAuditLog } from '../audit/audit-log.js';
import { hashPassword } from '../auth/password.js';
import { generateTemporaryPassword } from '../auth/temporary-password.js';
import { isExclusionViolation } from '../db/exclusion-violation.js';
import { isUniqueViolation } from '../db/prisma-errors.js';
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { MailOutbox } from '../mail/outbox/mail-outbox.js';
import { mailLanguage, queueMail } from '../mail/outbox/queue-mail.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { IssueDues } from '../tuition/issue-monthly-dues.js';
import type { PlanFirstDue } from '../tuition/plan-first-due.js';
import { lessonApprovedMail, lessonRejectedMail } from './lesson-decision-mail.js';
import { lessonApprovedTexts, lessonRejectedTexts } from './lesson-request-messages.js';
import type { LessonRequestsRepository } from './lesson-requests-repository.js';

/** Throws 404 for an unknown request, 409 for one that is no longer pending. */
async function assertPending(
  requests: LessonRequestsRepository,
  tx: Prisma.TransactionClient,
  id: number,
  decided: boolean,
): Promise<void> {
  if (decided) return;
  const row = await requests.findById(id, tx);
  if (!row) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
  throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.lessonNotPending);
}

/** Staff approve or reject a pending regular lesson application (docs/product/states.md, docs/product/validation.md). */
export function createDecideLessonRequest(deps: {
  prisma: PrismaClient;
  requests: LessonRequestsRepository;
  outbox: Pick<MailOutbox, 'sendSoon'>;
  /** Works out and issues the new member's first tuition due (docs/product/tuition.md). */
  issueDues: IssueDues;
  planFirstDue: PlanFirstDue;
  now?: () => Date;
}) {
  const { prisma, requests, outbox, issueDues, planFirstDue, now = () => new Date() } = deps;

  async function approve(
    staffId: number,
    id: number,
    input: TLessonApprovalRequest,
  ): Promise<TLessonApprovalResponse> {
    const startMinute = timeToMinutes(input.lessonStartTime);
    const endMinute = timeToMinutes(input.lessonEndTime);
    if (endMinute <= startMinute)
      throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.lessonTimeRangeInvalid);
    const existing = await requests.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (!canDecideLessonRequest(existing.status)) {
      throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.lessonNotPending);
    }
    if (await isEmailTaken(prisma, existing.email)) {
      throw new AppError('EMAIL_TAKEN', STAFF_MESSAGES.lessonEmailInUse);
    }
    const temporaryPassword = generateTemporaryPassword();
    const passwordHash = await hashPassword(temporaryPassword);
    const decidedAt = now();
    try {
      const approved = await prisma.$transaction(async (tx) => {
        const decided = await requests.decide(tx, id, {
          status: 'approved',
          handlerId: staffId,
          teacherResponse: input.teacherResponse || null,
          decidedAt,
        });
        await assertPending(requests, tx, id, decided);
        const application = await tx.lessonApplication.findUniqueOrThrow({ where: { id } });
        const teacher = await tx.staff.findUnique({ where: { id: input.teacherId } });
        if (!teacher) throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.teacherUnknown);
        const clash = await tx.member.findFirst({
          where: { phoneNumber: application.phoneNumber },
          select: { id: true },
        });
        if (clash) throw new AppError('MEMBER_EXISTS', STAFF_MESSAGES.lessonMemberExists);
        const loginId = `s${application.phoneNumber}`;
        const member = await tx.member.create({
          data: {
            loginId,
            passwordHash,
            mustChangePassword: true,
            name: application.name,
            email: application.email,
            phoneNumber: application.phoneNumber,
            birthDate: application.birthDate,
            gender: application.gender,
            lessonType: application.lessonType,
            isForeigner: input.isForeigner,
            monthlyFee: input.monthlyFee,
            teacherId: teacher.id,
            applicationId: application.id,
          },
        });
        await tx.lessonSchedule.create({
          data: {
            memberId: member.id,
            teacherId: teacher.id,
            dayOfWeek: LESSON_WEEKDAYS.indexOf(input.lessonDayOfWeek) + 1,
            startMinute,
            endMinute,
            effectiveFrom: seoulDate(0, decidedAt),
          },
        });
        await tx.memberNotification.create({
          data: {
            memberId: member.id,
            category: 'lesson_request_approved',
            ...lessonApprovedTexts({
              weekday: input.lessonDayOfWeek,
              startTime: input.lessonStartTime,
              endTime: input.lessonEndTime,
              response: input.teacherResponse || null,
            }),
          },
        });
        const recipient = { to: application.email, name: member.name, english: member.isForeigner };
        await queueMail(tx, {
          dedupeKey: `lesson_application:${id}:approved`,
          language: mailLanguage(recipient.english),
          message: lessonApprovedMail(recipient, {
            loginId,
            weekday: input.lessonDayOfWeek,
            startTime: input.lessonStartTime,
            endTime: input.lessonEndTime,
            response: input.teacherResponse || null,
          }),
        });
        const firstDue = await planFirstDue(tx, {
          approvedAt: decidedAt,
          weekday: input.lessonDayOfWeek,
          startTime: input.lessonStartTime,
          monthlyFee: input.monthlyFee,
        });
        await issueDues.first(tx, member, firstDue);
        await writeAuditLog(tx, {
          staffId,
          action: 'lesson_request.approve',
          entityType: 'lesson_application',
          entityId: id,
          details: {
            memberId: member.id,
            loginId,
            teacherId: teacher.id,
            lessonDayOfWeek: input.lessonDayOfWeek,
            lessonStartTime: input.lessonStartTime,
            lessonEndTime: input.lessonEndTime,
            assignedTime: input.assignedTime ?? null,
            monthlyFee: input.monthlyFee,
            firstDue,
          },
        });
        return { temporaryPassword, studentName: member.name, userId: member.id, loginId };
      });
      outbox.sendSoon();
      return approved;
    } catch (error) {
      if (isExclusionViolation(error))
        throw new AppError('SLOT_TAKEN', STAFF_MESSAGES.lessonSlotTaken);
      // Another account took the address after the check above: the database refused it.
      if (isEmailTakenViolation(error))
        throw new AppError('EMAIL_TAKEN', STAFF_MESSAGES.lessonEmailInUse);
      if (isUniqueViolation(error))
        throw new AppError('MEMBER_EXISTS', STAFF_MESSAGES.lessonMemberExists);
      throw error;
    }
  }

  async function reject(staffId: number, id: number, input: TLessonRejectionRequest) {
    await prisma.$transaction(async (tx) => {
      const decided = await requests.decide(tx, id, {
        status: 'rejected',
        handlerId: staffId,
        teacherResponse: input.reason,
        decidedAt: now(),
      });
      await assertPending(requests, tx, id, decided);
      const application = await requests.findById(id, tx);
      if (!application) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
      // An existing member who applied again hears the outcome in their notifications too.
      const memberIds = await requests.findMemberIdsByContact(tx, application);
      if (memberIds.length > 0) {
        await tx.memberNotification.createMany({
          data: memberIds.map((memberId) => ({
            memberId,
            category: 'lesson_request_rejected' as const,
            ...lessonRejectedTexts(input.reason),
          })),
        });
      }
      // The applicant's own choice on the form (foreigner) is the only language known for a guest.
      const recipient = {
        to: application.email,
        name: application.name,
        english: application.isForeigner,
      };
      await queueMail(tx, {
        dedupeKey: `lesson_application:${id}:rejected`,
        language: mailLanguage(recipient.english),
        message: lessonRejectedMail(recipient, input.reason),
      });
      await writeAuditLog(tx, {
        staffId,
        action: 'lesson_request.reject',
        entityType: 'lesson_application',
        entityId: id,
        details: { reason: input.reason, notifiedMemberIds: memberIds },
      });
    });
    outbox.sendSoon();
  }

  return { approve, reject };
}

export type DecideLessonRequest = ReturnType<typeof createDecideLessonRequest>;
