import type { TDeepStrings } from '../types';
import type { koTextMessageUsage } from './text-message-usage.ko';

export const enTextMessageUsage: TDeepStrings<typeof koTextMessageUsage> = {
  heading: 'Text-message usage',
  lead: "The month's messages by outcome, and the text messages' cost estimated from the configured prices.",
  month: { label: 'Month', previous: 'Previous month', next: 'Next month' },
  loading: 'Loading the usage…',
  loadFailed: 'The usage could not be loaded.',
  incomplete:
    'Sent messages are forgotten after 30 days, so this month may show fewer than were sent.',
  channelOff: 'The text channel is off: every message goes by e-mail.',
  textHeading: 'KakaoTalk and SMS',
  emailHeading: 'E-mail',
  counts: {
    alimtalk: 'Delivered as 알림톡',
    smsFallback: 'Fell back to SMS',
    lmsFallback: 'Fell back to LMS',
    failed: 'Failed',
    pending: 'Queued or awaiting result',
    cancelled: 'Cancelled (member left)',
  },
  emails: { sent: 'Sent', failed: 'Failed', pending: 'Queued' },
  count: '{count}',
  costHeading: 'Estimated cost',
  cost: {
    alimtalk: '알림톡 {count} × {price}',
    sms: 'SMS {count} × {price}',
    lms: 'LMS {count} × {price}',
    total: 'Total',
  },
  won: 'KRW {amount}',
  costNote:
    'An estimate of delivered messages only (failed, queued and cancelled ones cost nothing). See Solapi for the actual bill.',
};
