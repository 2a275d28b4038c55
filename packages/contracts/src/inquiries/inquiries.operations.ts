import { inquiriesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
  ZInquiryAnswerNotice,
  ZInquiryCheckRequest,
  ZInquiryDetail,
  ZInquiryList,
  ZInquiryPublicList,
  ZInquiryPublicQuery,
  ZInquiryReceipt,
  ZInquiryReplyRequest,
  ZInquiryStatusUpdate,
  ZInquirySubmitRequest,
  ZInquiriesQuery,
  ZStaffInquiry,
} from './inquiries.schemas';

export const submitInquiry = inquiriesOperation({
  method: 'post',
  path: '/contact/submit',
  summary: 'Send an inquiry protected by a password',
  notes:
    'Optionally `notifyWhenAnswered` with a `phoneNumber` (digits): the guest gets a KakaoTalk ' +
    '알림톡 when staff answer, in the language of the page. The phone is shown to staff only ' +
    'and kept until then; a phone without `notifyWhenAnswered` is not kept. While the notice is ' +
    'not available (see `GET /contact/answer-notice`) the wish is ignored and no phone is kept.',
  access: 'public',
  body: ZInquirySubmitRequest,
  data: ZInquiryReceipt,
  successStatus: 201,
  rateLimited: true,
  honeypot: true,
});

export const getAnswerNotice = inquiriesOperation({
  method: 'get',
  path: '/contact/answer-notice',
  summary: 'Whether a guest can be told by 알림톡 when their inquiry is answered',
  notes:
    'Asked by the inquiry form when the guest ticks "tell me when answered", never on page ' +
    'load. Only this boolean, in the language of the request: false while the academy sends ' +
    'no text messages or the template is not approved. Cached for guests like the board.',
  access: 'public',
  data: ZInquiryAnswerNotice,
  // Guests' reads the cache does not answer (docs/decisions/0020-public-read-cache.md).
  rateLimited: true,
});

export const listPublicInquiries = inquiriesOperation({
  method: 'get',
  path: '/contact/public',
  summary: 'The public inquiry board (no contents)',
  access: 'public',
  query: ZInquiryPublicQuery,
  data: ZInquiryPublicList,
  // Guests' reads the cache does not answer (docs/decisions/0020-public-read-cache.md).
  rateLimited: true,
});

export const checkInquiry = inquiriesOperation({
  method: 'post',
  path: '/contact/check',
  summary: 'Read an inquiry and its reply with the inquiry password',
  notes: 'Too many wrong passwords lock the inquiry (423).',
  access: 'public',
  body: ZInquiryCheckRequest,
  data: ZInquiryDetail,
  rateLimited: true,
  errors: ['INQUIRY_PASSWORD_MISMATCH', 'NOT_FOUND', 'INQUIRY_LOCKED'],
});

export const listInquiries = inquiriesOperation({
  method: 'get',
  path: '/contact',
  summary: 'Inquiries with counts per category',
  access: 'staff',
  query: ZInquiriesQuery,
  data: ZInquiryList,
});

export const getInquiry = inquiriesOperation({
  method: 'get',
  path: '/contact/:id',
  summary: 'One inquiry',
  access: 'staff',
  params: ZIdParams,
  data: ZStaffInquiry,
  errors: ['NOT_FOUND'],
});

export const replyToInquiry = inquiriesOperation({
  method: 'post',
  path: '/contact/:id/reply',
  summary: 'Reply to an inquiry',
  access: 'staff',
  params: ZIdParams,
  body: ZInquiryReplyRequest,
  data: ZStaffInquiry,
  errors: ['NOT_FOUND'],
});

export const updateInquiryStatus = inquiriesOperation({
  method: 'patch',
  path: '/contact/:id/status',
  summary: 'Change an inquiry’s status',
  access: 'staff',
  params: ZIdParams,
  body: ZInquiryStatusUpdate,
  data: ZStaffInquiry,
  errors: ['NOT_FOUND', 'STATUS_TRANSITION_REFUSED'],
});
