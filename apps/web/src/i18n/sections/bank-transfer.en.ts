import type { TDeepStrings } from '../types';
import type { koBankTransfer } from './bank-transfer.ko';

export const enBankTransfer: TDeepStrings<typeof koBankTransfer> = {
  bankName: 'Bank',
  accountNumber: 'Account number',
  accountHolder: 'Account holder',
  note: 'Note',
  staff: {
    heading: 'Bank transfer',
    lead: 'Shown to members with an unpaid due and in the e-mails of issued and unpaid dues. Members write the student’s name and the year and month (YYMM) as the depositor name (for example 김하늘2603).',
    notSet: 'No account yet. Members are told to ask the academy.',
    accountNumberHint: 'Digits and dashes (-) only, for example 110-123-456789',
    note: 'Note (optional)',
    noteHint: 'One line, for example: please text us after the transfer',
    submit: 'Save account',
    submitting: 'Saving…',
    failed: 'The bank-transfer details could not be saved. Please try again shortly.',
    loadFailed: 'The bank-transfer details could not be loaded.',
  },
  member: {
    heading: 'Pay by bank transfer',
    depositorLead:
      'Please write the depositor name (the name the academy’s statement shows) as below: the academy matches your payment with it.',
    depositorFor: 'Depositor name for {month}',
    copy: 'Copy',
    copyLabel: 'Copy {part}',
    copied: 'Copied: {value}',
    copyFailed: 'Could not copy. Please select the text and copy it yourself.',
    notSet: 'The academy has not given its account yet. Please ask the academy how to pay.',
  },
};
