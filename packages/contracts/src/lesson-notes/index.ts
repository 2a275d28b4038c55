export * from './lesson-notes-messages';
export * from './lesson-notes.limits';
export * from './lesson-notes.rules';
export * from './lesson-notes.schemas';
export * as lessonNoteOperations from './lesson-notes.operations';
