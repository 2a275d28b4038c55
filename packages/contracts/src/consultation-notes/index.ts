export * from './consultation-notes-messages';
export * from './consultation-notes.limits';
export * from './consultation-notes.schemas';
export * as consultationNoteOperations from './consultation-notes.operations';
