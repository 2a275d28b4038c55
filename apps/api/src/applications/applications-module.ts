import { applicationOperations } from '@academy/contracts';
import { applicationFormModule } from './application-form-module.js';
import { lessonApplicationReceipt } from './application-receipt.js';
import { storeLessonApplication } from './store-lesson-application.js';

/** Wires the public regular lesson application; the applicant gets its receipt by 알림톡. */
export const createApplicationsModule = applicationFormModule({
  operation: applicationOperations.applyForLesson,
  category: 'lesson_request',
  store: storeLessonApplication,
  receipt: lessonApplicationReceipt,
});
