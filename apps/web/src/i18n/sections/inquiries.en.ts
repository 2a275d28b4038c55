import type { TDeepStrings } from '../types';
import type { koInquiries } from './inquiries.ko';

export const enInquiries: TDeepStrings<typeof koInquiries> = {
  contact: {
    formLabel: 'Send an inquiry',
    nicknameLabel: 'Nickname',
    nicknameHint: 'Shown in the inquiry list.',
    passwordLabel: 'Password',
    passwordHint: 'At least 4 characters. You need it to read our reply, so keep it in mind.',
    subjectLabel: 'Subject',
    categoryLabel: 'Inquiry type',
    categoryPlaceholder: 'Choose an inquiry type',
    messageLabel: 'Message',
    messageHint:
      'The list shows only your nickname and subject; the message is seen only by the academy and whoever knows the password.',
    requiredNote: 'Please fill in every field.',
    notifyLabel: 'Tell me by KakaoTalk when answered',
    notifyHint:
      'We send a KakaoTalk 알림톡 (or a text message) once the reply is posted. Your phone is used for this alone, never shown on the board, and deleted once we have told you.',
    phoneLabel: 'Mobile phone',
    phoneHint: 'Digits only.',
    honeypotLabel: 'Website (leave empty)',
    submit: 'Send inquiry',
    submitting: 'Sending…',
    replyHeading: 'When we reply',
    replyPromise: 'We reply to inquiries within {min}–{max} weekdays.',
    officeHours: 'Office hours: Monday to Friday, {open}–{close}',
    checkLead: 'Already sent an inquiry?',
    checkLink: 'Check the reply to my inquiry',
    stepsHeading: 'How your inquiry is handled',
    steps: {
      received: {
        title: 'Received',
        detail: 'Your inquiry joins the inquiry list as “{pending}”.',
      },
      reviewed: {
        title: 'Reviewed',
        detail: 'An instructor reads your inquiry carefully.',
      },
      answered: {
        title: 'Answer posted',
        detail: 'We post our answer within {min}–{max} weekdays.',
      },
      notified: {
        title: 'Notification',
        detail: 'When the list shows “{replied}”, enter your password to read the answer.',
      },
    },
  },
  check: {
    faqHeading: 'Frequently asked questions',
    faq: {
      fees: {
        question: 'How much are the lessons?',
        answer:
          'Regular lessons are one-to-one, once a week, {lessons} a month. The general (hobby) course is {general} a month and the entrance exam course {exam} a month, paid on the 1st of each month.',
      },
      oneday: {
        question: 'Is the one-day class really free?',
        answer:
          'Yes, the one-day class is free. Sticks and a full drum kit are provided, so come empty-handed, and there is no obligation to sign up afterwards.',
      },
      practice: {
        question: 'Can I use a practice room?',
        answer:
          'Students can use our {rooms} drum practice rooms, open all year round. Book them by the hour between {open} and {close} on the member pages.',
      },
      hours: {
        question: 'When are lessons held?',
        answer:
          'Lessons run {weekdayOpen}–{weekdayClose} on weekdays and {weekendOpen}–{weekendClose} at weekends. We answer the phone Monday to Friday, {officeOpen}–{officeClose}.',
      },
      schedule: {
        question: 'Can I change my lesson time?',
        answer:
          'Yes. Under “Schedule change request” on the member pages you can ask to move a lesson in the next 4 weeks to another date and time. The instructor reviews it and you get a notification with the result.',
      },
      beginners: {
        question: 'I have never played the drums. Is that all right?',
        answer:
          'Of course. You do not need to read music. We start one-to-one from how to hold the sticks, so try the free one-day class first.',
      },
    },
    listHeading: 'Inquiries',
    listLead: 'Select an inquiry and enter the password you chose to read the reply.',
    tabsLabel: 'Filter inquiries by type',
    allTab: 'All',
    tabCount: '{count}',
    loading: 'Loading inquiries…',
    loadFailed: 'The inquiries could not be loaded.',
    retry: 'Try again',
    empty: 'There are no inquiries yet.',
    searchLabel: 'Find by nickname',
    searchHint: 'Enter the nickname you used, or part of it.',
    searchButton: 'Find',
    searchSummary: 'Inquiries with “{nickname}” in the nickname: {count}',
    clearSearch: 'Show all',
    searchEmpty: 'No inquiry has “{nickname}” in its nickname.',
    writeLink: 'Send an inquiry',
    privateBadge: 'Private',
    cardLabel: '{subject}, {nickname}, {category}, {status}, {date}',
    paginationLabel: 'Inquiry list pages',
    previousPage: 'Previous',
    nextPage: 'Next',
    pageLabel: 'Page {page}',
    passwordTitle: 'Enter password',
    passwordDescription: 'Enter the password you chose when you sent “{subject}”.',
    passwordLabel: 'Password',
    confirm: 'Confirm',
    confirming: 'Checking…',
    cancel: 'Cancel',
    author: 'Author',
    createdAt: 'Sent',
    category: 'Type',
    status: 'Status',
    messageHeading: 'Your message',
    replyHeading: 'Reply',
    repliedAt: 'Replied {date}',
    awaitingReply: 'No reply yet. We will reply within {min}–{max} weekdays.',
    backToList: 'Back to the list',
    won: 'KRW {amount}',
  },
};
