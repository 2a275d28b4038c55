import type { koMemberPages } from './member-pages.ko';

/** The titles and descriptions of the member pages, in English. */
export const enMemberPages: typeof koMemberPages = {
  memberDashboard: {
    title: 'My page',
    description: 'Your details, lesson day and time, and latest notifications at a glance.',
  },
  memberLessonSchedule: {
    title: 'Request a schedule change',
    description:
      'Move one of your lessons in the next four weeks to a day and time that suits you.',
  },
  memberPracticeBooking: {
    title: 'Book a practice room',
    description: 'Pick a date and time to book a practice room, for one hour or more.',
  },
};
