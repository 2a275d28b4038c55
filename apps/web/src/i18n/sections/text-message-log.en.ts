import type { koTextMessageLog } from './text-message-log.ko';

/** The admin's log of the text messages sent, in English. */
export const enTextMessageLog: typeof koTextMessageLog = {
  heading: 'Message log',
  lead: 'The text messages the academy sent, newest first. A recipient shows as the name and the last 4 digits of the phone only.',
  loading: 'Loading the message log…',
  loadFailed: 'The message log could not be loaded.',
  empty: 'No messages match.',
  total: '{count} messages',
  filters: { status: 'Status', kind: 'Kind', all: 'All' },
  columns: {
    when: 'Sent',
    kind: 'Kind',
    recipient: 'Recipient',
    channel: 'Went by',
    status: 'Status',
    provider: "Provider's answer",
  },
  statuses: {
    queued: 'Queued',
    sent: 'Awaiting result',
    delivered: 'Delivered',
    fell_back: 'Fell back to text',
    failed: 'Failed',
    cancelled: 'Cancelled',
  },
  channels: { alimtalk: 'KakaoTalk', sms: 'SMS', lms: 'LMS', none: '—' },
  guest: 'Guest',
  recipient: '{name} · ****{last4}',
  delivered: 'Delivered {at}',
  providerStatus: '{code} {text}',
};
