import {
  canDecideLessonApplication,
  FEEDBACK_MESSAGES,
  STAFF_MESSAGES,
  type TFirstDue,
  type TFirstDuePreviewQuery,
} from '@academy/contracts';
import type { PrismaClient } from '../generated/prisma/client.js';
import { AppError } from '../http/app-error.js';
import type { PlanFirstDue } from '../tuition/plan-first-due.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';

/**
 * The first tuition due that approving a pending application with this slot and fee would issue
 * now, for the approval dialog; writes nothing. 404 for an unknown application, 409 for a
 * decided one, as the approval itself answers.
 */
export function createPreviewFirstDue(deps: {
  prisma: PrismaClient;
  applications: LessonApplicationsRepository;
  planFirstDue: PlanFirstDue;
  now?: () => Date;
}) {
  const { prisma, applications, planFirstDue, now = () => new Date() } = deps;
  return async function previewFirstDue(
    id: number,
    query: TFirstDuePreviewQuery,
  ): Promise<TFirstDue> {
    const application = await applications.findById(id);
    if (!application) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (!canDecideLessonApplication(application.status)) {
      throw new AppError('REQUEST_ALREADY_DECIDED', STAFF_MESSAGES.lessonNotPending);
    }
    return planFirstDue(prisma, {
      approvedAt: now(),
      weekday: query.lessonDayOfWeek,
      startTime: query.lessonStartTime,
      monthlyFee: query.monthlyFee,
    });
  };
}

export type PreviewFirstDue = ReturnType<typeof createPreviewFirstDue>;
