import {
  canDecideLessonApplication,
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  type TFirstDuePreview,
  type TFirstDuePreviewQuery,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { PlanFirstDue } from '../tuition/plan-first-due.js';
import type { PlanSiblingDiscount } from '../tuition/plan-sibling-discount.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';
import { newMemberRepository as members } from './new-member-repository.js';
import { type Clock, systemClock } from '../lib/clock.js';

type TApplication = NonNullable<Awaited<ReturnType<LessonApplicationsRepository['findById']>>>;

/** The member an approval of this child's application would link them to, when one exists. */
async function guardianIdOf(prisma: PrismaClient, application: TApplication) {
  const { applicant, guardianPhone, guardianEmail } = application;
  if (applicant !== 'child' || !guardianPhone || !guardianEmail) return null;
  const contact = { phoneNumber: guardianPhone, email: guardianEmail };
  const { byPhone, byEmail } = await members.findMembersByContact(prisma, contact);
  return (byPhone ?? byEmail)?.id ?? null;
}

/**
 * The first tuition due that approving a pending application with this slot and fee would issue
 * now, with the sibling discount of a guardian's later child, for the approval dialog; writes
 * nothing. 404 for an unknown application, 409 for a
 * decided one, as the approval itself answers.
 */
export function createPreviewFirstDue(deps: {
  prisma: PrismaClient;
  applications: LessonApplicationsRepository;
  planFirstDue: PlanFirstDue;
  planSiblingDiscount: PlanSiblingDiscount;
  now?: Clock;
}) {
  const { prisma, applications, planFirstDue, planSiblingDiscount, now = systemClock } = deps;
  return async function previewFirstDue(
    id: number,
    query: TFirstDuePreviewQuery,
  ): Promise<TFirstDuePreview> {
    const application = await applications.findById(id);
    if (!application) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (!canDecideLessonApplication(application.status)) {
      throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.lessonNotPending);
    }
    const first = await planFirstDue(prisma, {
      approvedAt: now(),
      weekday: query.lessonDayOfWeek,
      startTime: query.lessonStartTime,
      monthlyFee: query.monthlyFee,
    });
    const price = first.amount;
    const guardianId = await guardianIdOf(prisma, application);
    const siblingDiscount = await planSiblingDiscount(prisma, guardianId, price);
    return { ...first, price, siblingDiscount, amount: price - siblingDiscount };
  };
}

export type PreviewFirstDue = ReturnType<typeof createPreviewFirstDue>;
