import type { koLessonNotes } from './lesson-notes.ko';

/** Lesson notes: the teacher's dialog, the practice summary on the day's attendance, the member's card. */
export const enLessonNotes: typeof koLessonNotes = {
  staff: {
    write: 'Lesson note',
    edit: 'Edit lesson note',
    writeLabel: 'Write the lesson note of {name}',
    editLabel: 'Edit the lesson note of {name}',
    title: 'Lesson note · {name}',
    description: 'Lesson of {date}',
    piece: 'Piece / rudiment',
    tempo: 'Target tempo (BPM)',
    homework: 'Homework',
    link: 'Link (https)',
    cancel: 'Close',
    submit: 'Save',
    submitting: 'Saving…',
    saved: 'The lesson note has been saved.',
    failed: 'The lesson note could not be saved.',
    practiceHeading: 'Practice since the last lesson',
    practiceNone: 'No practice logged since the last lesson',
    practiceSummary: '{entries} practices · {minutes} min',
    bestTempo: 'Best tempo',
    loadFailed: 'The lesson notes could not be loaded.',
  },
  member: {
    heading: 'Lesson notes',
    empty: 'No lesson notes yet.',
    tempo: 'Target tempo',
    homework: 'Homework',
    link: 'Link',
    teacher: 'Teacher',
  },
};
