import { FEEDBACK_MESSAGES, type TLessonRejectionRequest } from '@academy/contracts';
import { AppError } from '../http/app-error.js';
import type { UnitOfWork } from '../unit-of-work/unit-of-work.js';
import { applicationContact } from '../unit-of-work/application-contact.js';
import { assertPending } from './assert-pending.js';
import { lessonRejectedMail } from './lesson-decision-mail.js';
import { lessonRejectedTexts } from './lesson-application-messages.js';
import type { LessonApplicationsRepository } from './lesson-applications-repository.js';

/** Staff reject a pending regular lesson application, with a reason the applicant reads. */
export function createRejectLessonApplication(deps: {
  units: UnitOfWork;
  applications: LessonApplicationsRepository;
  now: () => Date;
}) {
  const { units, applications, now } = deps;
  return async function reject(staffId: number, id: number, input: TLessonRejectionRequest) {
    await units.run(
      async ({ tx, notify, audit }) => {
        const decided = await applications.decide(tx, id, {
          status: 'rejected',
          handlerId: staffId,
          teacherResponse: input.reason,
          decidedAt: now(),
        });
        await assertPending(applications, tx, id, decided);
        const application = await applications.findById(id, tx);
        if (!application) throw new AppError('NOT_FOUND', FEEDBACK_MESSAGES.notFound);
        const key = `lesson_application:${id}:rejected`;
        // An existing member who applied again hears the outcome in their notifications too.
        const contact = applicationContact(application);
        const memberIds = await applications.findMemberIdsByContact(tx, contact);
        for (const memberId of memberIds) {
          notify(
            { memberId },
            {
              key,
              app: {
                category: 'lesson_request_rejected',
                texts: lessonRejectedTexts(input.reason),
              },
            },
          );
        }
        // The applicant's own choice on the form (foreigner) is the only language known for a
        // guest. An application for a child is answered to the guardian, about the child.
        const { email: to, name, aboutChild } = contact;
        const english = application.isForeigner;
        notify(
          { address: { to, name, english, ...(aboutChild ? { aboutChild } : {}) } },
          { key, mail: (recipient) => lessonRejectedMail(recipient, input.reason) },
        );
        audit({
          action: 'lesson_request.reject',
          entityType: 'lesson_application',
          entityId: id,
          details: { reason: input.reason, notifiedMemberIds: memberIds },
        });
      },
      { staffId },
    );
  };
}
