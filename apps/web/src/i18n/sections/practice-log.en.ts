import type { koPracticeLog } from './practice-log.ko';

/** The practice log: the form, the list, the tempo chart and its table. */
export const enPracticeLog: typeof koPracticeLog = {
  heading: 'Practice log',
  lead: 'Note the day, the minutes, the piece and the tempo you reached. Your teacher reads it before the next lesson.',
  form: {
    heading: 'Log a practice',
    date: 'Day',
    minutes: 'Minutes',
    exercise: 'Piece / rudiment',
    exerciseHint: 'You can pick one of your lesson notes’ pieces.',
    tempo: 'Tempo reached (BPM, optional)',
    submit: 'Log it',
    submitting: 'Logging…',
    failed: 'The practice could not be logged.',
  },
  list: {
    heading: 'Latest entries',
    empty: 'No practice logged yet.',
    minutes: '{minutes} min',
    tempo: '{bpm} BPM',
    delete: 'Delete',
    deleteLabel: 'Delete the entry of {date}, {exercise}',
    deleteTitle: 'Delete this practice entry?',
    deleteBody: 'The entry of {date}, {exercise} will be deleted.',
    deleteConfirm: 'Delete',
    deleteCancel: 'Cancel',
    deleteFailed: 'The practice entry could not be deleted.',
  },
  chart: {
    heading: 'Tempo over time',
    empty: 'No practice with a tempo yet.',
    loading: 'Loading the chart…',
    failed: 'The chart could not be drawn. The table below holds the same entries.',
    label: 'Chart of the best tempo per exercise (last 60 days)',
    tableCaption: 'Best tempo per exercise and day',
    exercise: 'Exercise',
    date: 'Day',
    bpm: 'Tempo (BPM)',
  },
  loadFailed: 'Your practice log could not be loaded.',
};
