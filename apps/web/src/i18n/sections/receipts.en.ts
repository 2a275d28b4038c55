import type { TDeepStrings } from '../types';
import type { koReceipts } from './receipts.ko';

export const enReceipts: TDeepStrings<typeof koReceipts> = {
  legalName: 'Legal name',
  registrationNumber: 'Business registration no.',
  representative: 'Representative',
  address: 'Address',
  phone: 'Phone',
  staff: {
    heading: 'Details for receipts',
    lead: 'Printed on the tuition receipts and payment certificates members download. Until they are set, no receipt can be issued.',
    notSet: 'No details yet. Members are told receipts are not available.',
    registrationNumberHint: 'Ten digits, with or without dashes. For example 123-45-67891',
    phoneHint: 'Digits and dashes only. For example 02-123-4567',
    submit: 'Save details',
    submitting: 'Saving…',
    failed: 'The details could not be saved. Please try again in a moment.',
    loadFailed: 'The details for receipts could not be loaded.',
  },
  member: {
    receiptLink: 'Receipt',
    receiptLinkLabel: 'Receipt for {month}',
    title: 'Tuition receipt',
    description: 'See the receipt of a paid due and download it as a PDF.',
    back: 'Back to the dashboard',
    receiptNumber: 'Receipt no.',
    student: 'Student',
    month: 'Month',
    amount: 'Amount',
    method: 'Method',
    cashReceipt: 'Cash receipt',
    paidAt: 'Paid on',
    download: 'Download PDF',
    downloading: 'Downloading…',
    downloadFailed: 'The PDF could not be downloaded. Please try again in a moment.',
    loadFailed: 'The receipt could not be loaded. Please try again in a moment.',
    notFound: 'The paid tuition due was not found.',
    unavailable:
      'Receipts are not available yet: the academy has not entered its business details. Please ask the academy.',
    certificateHeading: 'Tuition payment certificate',
    certificateLead:
      'For year-end tax settlement: the tuition paid in the chosen year, month by month, with the total.',
    certificateYear: 'Year',
    certificateDownload: 'Download certificate',
  },
};
