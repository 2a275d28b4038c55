import { inquiriesOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import {
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
} from './inquiries.schemas';

export const submitInquiry = inquiriesOperation({
  method: 'post',
  path: '/contact/submit',
  summary: 'Send an inquiry protected by a password',
  access: 'public',
  body: ZInquirySubmitRequest,
  data: ZInquiryReceipt,
  successStatus: 201,
  rateLimited: true,
  honeypot: true,
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
  data: ZInquiryDetail,
  errors: ['NOT_FOUND'],
});

export const replyToInquiry = inquiriesOperation({
  method: 'post',
  path: '/contact/:id/reply',
  summary: 'Reply to an inquiry',
  access: 'staff',
  params: ZIdParams,
  body: ZInquiryReplyRequest,
  data: ZInquiryDetail,
  errors: ['NOT_FOUND'],
});

export const updateInquiryStatus = inquiriesOperation({
  method: 'patch',
  path: '/contact/:id/status',
  summary: 'Change an inquiry’s status',
  access: 'staff',
  params: ZIdParams,
  body: ZInquiryStatusUpdate,
  data: ZInquiryDetail,
  errors: ['NOT_FOUND', 'STATUS_TRANSITION_REFUSED'],
});
