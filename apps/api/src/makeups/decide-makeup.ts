import {
  alimtalkDayHours,
  FEEDBACK_MESSAGES,
  isPublicHoliday,
  makeupDecisionTexts,
  MAKEUP_MESSAGES,
  type TMakeupDecision,
  type TMakeupLesson,
} from '@academy/contracts';
import type { ClosuresRepository } from '../schedule/closures-repository.js';
import { violatedExclusionConstraint } from '../db/exclusion-violation.js';
import { AppError } from '../http/app-error.js';
import { toIsoDate } from '../lib/iso-date.js';
import { noticeMail } from '../mail/personal-mail.js';
import { textForm } from '../unit-of-work/text-form.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { toMakeupLesson } from './makeups-mappers.js';
import type { MakeupsRepository } from './makeups-repository.js';

const notRequested = () => new AppError('REQUEST_ALREADY_DECIDED', MAKEUP_MESSAGES.notRequested);

/**
 * Staff approve a requested make-up (it becomes booked) or reject it (its credit is open again),
 * with the member's notification, e-mail (or 알림톡) and the audit row in one transaction
 * (docs/product/makeups.md). The update is conditional on "requested"; the day lock orders an
 * approval with a closure of that day, and the exclusion constraint refuses an hour another
 * make-up took meanwhile: then nothing changes and the request waits.
 */
export function createDecideMakeup(deps: {
  units: UnitOfWork;
  makeups: MakeupsRepository;
  closures: ClosuresRepository;
}) {
  const { units, makeups, closures } = deps;
  return async function decideMakeup(
    staffId: number,
    id: number,
    input: TMakeupDecision,
  ): Promise<TMakeupLesson> {
    const found = await makeups.findMakeup(id);
    if (!found) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
    if (found.status !== 'requested') throw notRequested();
    const outcome = input.action === 'approve' ? 'approved' : 'rejected';
    const response = input.response || null;
    try {
      return await units.run(
        async ({ tx, notify, audit }) => {
          const date = toIsoDate(found.lessonDate);
          if (outcome === 'approved') {
            // A request made before the day became known as a holiday (docs/product/makeups.md).
            if (isPublicHoliday(date)) {
              throw new AppError('PUBLIC_HOLIDAY', MAKEUP_MESSAGES.publicHoliday);
            }
            await closures.lockDay(tx, date);
            if (await closures.isClosed(tx, date)) {
              throw new AppError('DATE_CLOSED', MAKEUP_MESSAGES.dateClosed);
            }
          }
          const row = await makeups.decide(
            tx,
            id,
            outcome === 'approved' ? 'booked' : 'rejected',
            response,
          );
          if (!row) throw notRequested();
          const lesson = toMakeupLesson(row);
          const texts = makeupDecisionTexts(outcome, { ...lesson, response });
          notify(
            { memberId: row.memberId },
            {
              key: `makeup-decision:${id}`,
              app: {
                category: outcome === 'approved' ? 'makeup_approved' : 'makeup_rejected',
                texts,
              },
              mail: (recipient) => noticeMail(recipient, texts),
              // The hour asked for, approved or not; the staff's reply is in the app.
              text: textForm(outcome === 'approved' ? 'makeupApproved' : 'makeupRejected', (l) =>
                alimtalkDayHours(lesson, l),
              ),
            },
          );
          audit({
            action: outcome === 'approved' ? 'makeup.approve' : 'makeup.reject',
            entityType: 'makeup_lesson',
            entityId: id,
            details: { memberId: row.memberId, date, startTime: lesson.startTime, response },
          });
          return lesson;
        },
        { staffId },
      );
    } catch (error) {
      if (violatedExclusionConstraint(error) !== undefined) {
        throw new AppError('SLOT_TAKEN', MAKEUP_MESSAGES.approvalHourTaken);
      }
      throw error;
    }
  };
}

export type DecideMakeup = ReturnType<typeof createDecideMakeup>;
