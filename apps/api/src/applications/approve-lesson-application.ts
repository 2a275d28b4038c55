import {
  canDecideLessonApplication,
  FEEDBACK_MESSAGES,
  LESSON_WEEKDAYS,
  STAFF_MESSAGES,
  timeToMinutes,
  type TLessonApprovalRequest,
  type TLessonApprovalResponse,
} from '@academy/contracts';
import { isEmailTaken, isEmailTakenViolation } from '../accounts/account-emails.js';
import { hashPassword } from '../auth/password.js';
import { generateTemporaryPassword } from '../auth/temporary-password.js';
import { isExclusionViolation } from '../db/exclusion-violation.js';
import { isUniqueViolation } from '../db/prisma-errors.js';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import { seoulDate } from '../lib/seoul-time.js';
import type { IssueDues } from '../tuition/issue-monthly-dues.js';
import type { PlanFirstDue } from '../tuition/plan-first-due.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { TWork, UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { guardianForApproval } from './approval-family.js';
import { assertPending } from './assert-pending.js';
import { lessonApprovedMail } from './lesson-decision-mail.js';
import { lessonApprovedTexts } from './lesson-application-messages.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';
import { newMemberRepository as members } from './new-member-repository.js';

interface TApproval {
  staffId: number;
  id: number;
  input: TLessonApprovalRequest;
  /** The lesson's start and end, in minutes of the day. */
  minutes: { start: number; end: number };
  temporaryPassword: string;
  passwordHash: string;
  decidedAt: Date;
}

function assertTimeRange(input: TLessonApprovalRequest): { start: number; end: number } {
  const start = timeToMinutes(input.lessonStartTime);
  const end = timeToMinutes(input.lessonEndTime);
  if (end <= start) throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.lessonTimeRangeInvalid);
  return { start, end };
}

/** Maps what the database refused to the staff's message; anything else goes on. */
function refusalOf(error: unknown): unknown {
  if (isExclusionViolation(error))
    return new AppError('SLOT_TAKEN', STAFF_MESSAGES.lessonSlotTaken);
  // Another account took the address after the check: the database refused it.
  if (isEmailTakenViolation(error))
    return new AppError('EMAIL_TAKEN', STAFF_MESSAGES.lessonEmailInUse);
  if (isUniqueViolation(error))
    return new AppError('MEMBER_EXISTS', STAFF_MESSAGES.lessonMemberExists);
  return error;
}

interface TApprovalDeps {
  prisma: PrismaClient;
  units: UnitOfWork;
  applications: LessonApplicationsRepository;
  issueDues: IssueDues;
  planFirstDue: PlanFirstDue;
  now: () => Date;
}

/** Staff approve a pending regular lesson application: the member, their slot and first due. */
export function createApproveLessonApplication(deps: TApprovalDeps) {
  const { prisma, units, applications, now } = deps;

  return async function approve(
    staffId: number,
    id: number,
    input: TLessonApprovalRequest,
  ): Promise<TLessonApprovalResponse> {
    const minutes = assertTimeRange(input);
    const existing = await applications.findById(id);
    if (!existing) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (!canDecideLessonApplication(existing.status))
      throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.lessonNotPending);
    // For a child, the guardian's address may be their existing account's (checked in the unit).
    if (existing.email !== null && (await isEmailTaken(prisma, existing.email)))
      throw new AppError('EMAIL_TAKEN', STAFF_MESSAGES.lessonEmailInUse);
    const temporaryPassword = generateTemporaryPassword();
    const approval: TApproval = {
      staffId,
      id,
      input,
      minutes,
      temporaryPassword,
      passwordHash: await hashPassword(temporaryPassword),
      decidedAt: now(),
    };
    try {
      return await units.run((work) => approveIn(deps, work, approval), { staffId });
    } catch (error) {
      throw refusalOf(error);
    }
  };
}

/**
 * The 알림톡 `lessonApplicationApproved`: the login id and the temporary password, in Kakao's
 * secure template, whose fallback is never an SMS and whose stored copy keeps the password
 * masked once sent (docs/decisions/0033-temporary-passwords-by-alimtalk.md). The e-mail never
 * holds the password: without the 알림톡 the academy hands it over in person.
 */
const accountReadyTextForm = (loginId: string, temporaryPassword: string) =>
  textForm('lessonApplicationApproved', () => ({ loginId, temporaryPassword }));

type TApplicationRow = Awaited<ReturnType<typeof members.findApplication>>;

/**
 * Who signs in for the new member: the applicant themselves (their login, made here), or for a
 * child the guardian (found or made by guardianForApproval) while the child has no login.
 */
async function accountOf(work: TWork, approval: TApproval, application: TApplicationRow) {
  const { passwordHash, input } = approval;
  const { guardianName, guardianPhone, guardianEmail } = application;
  if (application.applicant === 'child' && guardianName && guardianPhone && guardianEmail) {
    const contact = { name: guardianName, phoneNumber: guardianPhone, email: guardianEmail };
    const account = { passwordHash, isForeigner: input.isForeigner };
    const guardian = await guardianForApproval(work.tx, contact, account);
    const own = { guardianId: guardian.id, guardianRelation: application.guardianRelation };
    return { own, guardian };
  }
  const phoneNumber = application.phoneNumber ?? '';
  if (await members.findMemberWithPhone(work.tx, phoneNumber))
    throw new AppError('MEMBER_EXISTS', STAFF_MESSAGES.lessonMemberExists);
  return {
    own: { loginId: `s${phoneNumber}`, passwordHash, mustChangePassword: true },
    guardian: null,
  };
}

/** The member and their weekly slot, from the application and the staff's choices. */
async function createMember(work: TWork, approval: TApproval) {
  const { tx } = work;
  const { id, input, decidedAt } = approval;
  const application = await members.findApplication(tx, id);
  const teacher = await members.findTeacher(tx, input.teacherId);
  if (!teacher) throw new AppError('VALIDATION_FAILED', STAFF_MESSAGES.teacherUnknown);
  const { own, guardian } = await accountOf(work, approval, application);
  const member = await members.createMember(tx, {
    ...own,
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
  });
  const { start, end } = approval.minutes;
  await members.createWeeklySlot(tx, {
    memberId: member.id,
    teacherId: teacher.id,
    dayOfWeek: LESSON_WEEKDAYS.indexOf(input.lessonDayOfWeek) + 1,
    startMinute: start,
    endMinute: end,
    effectiveFrom: seoulDate(0, decidedAt),
  });
  await members.coverWithConsent(tx, id, member.id);
  return { member, guardian };
}

/** Inside the unit of work: decide, create the member, tell them, issue the first due, audit. */
async function approveIn(
  deps: Pick<TApprovalDeps, 'applications' | 'issueDues' | 'planFirstDue'>,
  work: TWork,
  approval: TApproval,
): Promise<TLessonApprovalResponse> {
  const { applications, issueDues, planFirstDue } = deps;
  const { staffId, id, input, decidedAt } = approval;
  const decided = await applications.decide(work.tx, id, {
    status: 'approved',
    handlerId: staffId,
    teacherResponse: input.teacherResponse || null,
    decidedAt,
  });
  await assertPending(applications, work.tx, id, decided);
  const { member, guardian } = await createMember(work, approval);
  const loginId = guardian?.loginId ?? member.loginId ?? '';
  const lesson = {
    weekday: input.lessonDayOfWeek,
    startTime: input.lessonStartTime,
    endTime: input.lessonEndTime,
    response: input.teacherResponse || null,
  };
  // A guardian who had an account keeps their password: there is none to hand over.
  const temporaryPassword = guardian?.created === false ? null : approval.temporaryPassword;
  work.notify(
    { memberId: member.id },
    {
      key: `lesson_application:${id}:approved`,
      app: { category: 'lesson_request_approved', texts: lessonApprovedTexts(lesson) },
      mail: (recipient) =>
        lessonApprovedMail(recipient, {
          loginId,
          ...lesson,
          existingAccount: guardian?.created === false,
        }),
      ...(temporaryPassword === null
        ? {}
        : { text: accountReadyTextForm(loginId, temporaryPassword) }),
    },
  );
  const firstDue = await planFirstDue(work.tx, {
    approvedAt: decidedAt,
    weekday: input.lessonDayOfWeek,
    startTime: input.lessonStartTime,
    monthlyFee: input.monthlyFee,
  });
  await issueDues.first(work, member, firstDue);
  work.audit({
    action: 'lesson_request.approve',
    entityType: 'lesson_application',
    entityId: id,
    details: {
      memberId: member.id,
      loginId,
      guardian: guardian && { memberId: guardian.id, created: guardian.created },
      teacherId: input.teacherId,
      lessonDayOfWeek: input.lessonDayOfWeek,
      lessonStartTime: input.lessonStartTime,
      lessonEndTime: input.lessonEndTime,
      assignedTime: input.assignedTime ?? null,
      monthlyFee: input.monthlyFee,
      firstDue,
    },
  });
  return {
    temporaryPassword,
    studentName: member.name,
    userId: member.id,
    loginId,
    guardian: guardian && { userId: guardian.id, name: guardian.name, created: guardian.created },
  };
}
