import type { TDeepStrings } from '../types';
import type { koEmailChange } from './email-change.ko';

/** The pages of the links an e-mail change mails (docs/product/email-change.md). */
export const enEmailChange: TDeepStrings<typeof koEmailChange> = {
  confirm: {
    title: 'Confirm your new e-mail address',
    description:
      'Makes the address this link was sent to the e-mail address of your Drum Academy account.',
    lead: 'Press the button to make the address this link was sent to the e-mail address of your account. If you did not ask for this, close this page: nothing changes.',
    submit: 'Confirm',
    submitting: 'Confirming…',
  },
  undo: {
    title: 'Cancel an e-mail change',
    description: 'Stops or reverses a change of your e-mail address that you did not ask for.',
    lead: 'If you did not ask for this change, press the button. A change not yet confirmed is cancelled; one already made is reversed to this address, and your account is signed out on every device.',
    submit: 'Cancel the change',
    submitting: 'Cancelling…',
  },
  malformed:
    'The link is not complete. Please open it from the e-mail again, or copy the whole link into the address bar.',
  toAccount: 'Go to my account',
};
