import type { TDeepStrings } from '../types';
import type { koPrivacy } from './privacy.ko';

export const enPrivacy: TDeepStrings<typeof koPrivacy> = {
  member: {
    heading: 'Ask for deletion',
    lead: 'You can leave the academy and ask for your personal data to be deleted. After you leave, personal data is kept 1 year and payment records 5 years, then deleted.',
    open: 'Ask for deletion',
    dialogTitle: 'Ask for your personal data to be deleted?',
    dialogDescription:
      'Once the academy confirms, the member leaves: lessons end and they can no longer sign in. Personal data is deleted 1 year after leaving, payment records after 5 years.',
    whoLabel: 'Whose data',
    self: 'Me ({name})',
    child: 'My child {name}',
    keep: 'Cancel',
    confirm: 'Ask for deletion',
    sending: 'Sending…',
    failed: 'The request could not be sent. Please try again in a moment.',
    listHeading: 'Your requests',
    item: '{name} · {date} · {state}',
    declinedReason: 'Reason declined: {reason}',
  },
  states: {
    open: 'Waiting',
    completed: 'Done',
    declined: 'Declined',
  },
  staff: {
    heading: 'Personal data deletion requests',
    empty: 'No deletion requests to handle.',
    failed: 'The deletion requests could not be loaded.',
    requestedBy: '{name} · asked by {by} · {date}',
    complete: 'Member leaves',
    decline: 'Decline',
    completeTitle: 'Let {name} leave?',
    completeDescription:
      'The member leaves today: lessons end and they are signed out. Personal data is anonymized after 1 year, payment records deleted after 5 years.',
    declineTitle: 'Decline the deletion request for {name}',
    declineDescription: 'The member who asked is told the reason.',
    reason: 'Reason',
    cancel: 'Cancel',
    submitting: 'Working…',
    decideFailed: 'That did not work. Please try again in a moment.',
  },
};
