import type { koAnnouncements } from './announcements.ko';

/** Words of announcements: the group to send to, the confirmation and staff's history page. */
export const enAnnouncements: typeof koAnnouncements = {
  audience: {
    legend: 'Recipients',
    kinds: {
      all: 'Every member',
      weekday: 'Students of one weekday',
      teacher: "One teacher's students",
      guardians: 'Guardians only',
    },
    hints: {
      all: 'Sent to every active member.',
      weekday: 'Sent to the members who have their weekly lesson on the chosen day.',
      teacher: 'Sent to the members the chosen teacher teaches.',
      guardians: 'Sent to the guardians themselves of children who take lessons.',
    },
    weekday: 'Weekday',
    teacher: 'Teacher',
    chooseWeekday: 'Please choose the weekday.',
    chooseTeacher: 'Please choose the teacher.',
    teachersLoading: 'Loading the teachers…',
    teachersFailed: 'The teachers could not be loaded. Choose another group or try again later.',
  },
  groups: {
    all: 'every member',
    weekday: '{weekday} students',
    teacher: "{teacher}'s students",
    teacherGone: "a deleted teacher's students",
    guardians: 'the guardians',
  },
  confirm: {
    title: 'Send the announcement?',
    description:
      'It goes to {group}: {count} people. A sent announcement cannot be edited or deleted.',
    back: 'Go back',
    send: 'Send to {count}',
    counting: 'Counting the recipients…',
  },
  countFailed: 'The recipients could not be counted. Please try again later.',
  history: {
    newAnnouncement: 'New announcement',
    listLabel: 'Announcements sent',
    empty: 'No announcement has been sent yet.',
    loading: 'Loading the announcements…',
    total: '{count} in all',
    group: 'Sent to',
    reachedLabel: 'Reached',
    reached: '{count} people',
    sentBy: 'Sent by',
    sentByGone: 'A deleted staff account',
    sentAt: 'Sent',
    korean: 'Korean',
    english: 'English',
    showText: 'Read',
  },
};
