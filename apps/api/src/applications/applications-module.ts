import { applicationOperations } from '@academy/contracts';
import { applicationFormModule } from './application-form-module.js';
import { storeLessonApplication } from './store-lesson-application.js';

/** Wires the public regular lesson application. */
export const createApplicationsModule = applicationFormModule({
  operation: applicationOperations.applyForLesson,
  category: 'lesson_request',
  store: storeLessonApplication,
});
