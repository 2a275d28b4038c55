import { lessonsOperations } from '@academy/contracts';
import { applicationFormModule } from '../applications/application-form-module.js';
import { storeLessonApplication } from './store-lesson-application.js';

/** Wires the public regular lesson application. */
export const createLessonsModule = applicationFormModule({
  operation: lessonsOperations.applyForLesson,
  category: 'lesson_request',
  store: storeLessonApplication,
});
