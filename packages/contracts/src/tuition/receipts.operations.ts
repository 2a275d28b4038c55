import { ZFileDownload } from '../common/download';
import { tuitionOperation } from '../common/operation-tags';
import { ZIdParams } from '../common/text-fields';
import { ACADEMY_DETAILS_LIMITS, CERTIFICATE_FIRST_YEAR } from './receipts.limits';
import {
  ZAcademyDetailsInput,
  ZAcademyDetailsSetting,
  ZCertificateQuery,
  ZReceipt,
} from './receipts.schemas';

const UNAVAILABLE_NOTE =
  'Until the admin sets the academy details, 409 RECEIPTS_UNAVAILABLE. ' +
  "A due that is not paid, or not the caller's (or their child's with `X-Acting-For`), is 404.";

const PDF_NOTE =
  "Made on request in the caller's language (Accept-Language), never stored; 503 SERVICE_UNAVAILABLE when the server lacks the receipt font.";

const YEAR_NOTE = `\`year\` from ${CERTIFICATE_FIRST_YEAR} to the current Seoul year (400).`;

export const getAcademyDetails = tuitionOperation({
  method: 'get',
  path: '/tuition/academy-details',
  summary: 'The academy details printed on receipts and certificates',
  notes: '`details` is null until the admin sets them; `registrationNumber` is its ten digits.',
  access: 'admin',
  data: ZAcademyDetailsSetting,
});

export const setAcademyDetails = tuitionOperation({
  method: 'put',
  path: '/tuition/academy-details',
  summary: 'Set the academy details for receipts',
  notes:
    `\`legalName\` up to ${ACADEMY_DETAILS_LIMITS.LEGAL_NAME_MAX} characters, \`representative\` up to ${ACADEMY_DETAILS_LIMITS.REPRESENTATIVE_MAX}, ` +
    `\`address\` up to ${ACADEMY_DETAILS_LIMITS.ADDRESS_MAX}; \`registrationNumber\` the 사업자등록번호 with or without dashes, its check digit right; ` +
    `\`phone\` digits and single dashes with ${ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MIN} to ${ACADEMY_DETAILS_LIMITS.PHONE_DIGITS_MAX} digits; 400 otherwise. Audited.`,
  access: 'admin',
  body: ZAcademyDetailsInput,
  data: ZAcademyDetailsSetting,
});

export const getMyReceipt = tuitionOperation({
  method: 'get',
  path: '/tuition/me/receipts/:id',
  summary: "The receipt of one of the signed-in member's paid dues",
  notes: UNAVAILABLE_NOTE,
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZReceipt,
  errors: ['NOT_FOUND', 'RECEIPTS_UNAVAILABLE'],
});

export const downloadMyReceipt = tuitionOperation({
  method: 'get',
  path: '/tuition/me/receipts/:id/pdf',
  summary: "The receipt of one of the signed-in member's paid dues, as a PDF",
  notes: `${UNAVAILABLE_NOTE} ${PDF_NOTE}`,
  access: 'member',
  actsForChild: true,
  params: ZIdParams,
  data: ZFileDownload,
  produces: 'application/pdf',
  rateLimited: true,
  errors: ['NOT_FOUND', 'RECEIPTS_UNAVAILABLE', 'SERVICE_UNAVAILABLE'],
});

export const downloadMyCertificate = tuitionOperation({
  method: 'get',
  path: '/tuition/me/certificate',
  summary:
    "The signed-in member's tuition payment certificate (교육비 납입증명서) of a year, as a PDF",
  notes:
    `${YEAR_NOTE} Every due paid in that year (by paid date), month by month, with the total, the student and the payer ` +
    `(the guardian of a child). Until the admin sets the academy details, 409 RECEIPTS_UNAVAILABLE. ${PDF_NOTE}`,
  access: 'member',
  actsForChild: true,
  query: ZCertificateQuery,
  data: ZFileDownload,
  produces: 'application/pdf',
  rateLimited: true,
  errors: ['RECEIPTS_UNAVAILABLE', 'SERVICE_UNAVAILABLE'],
});

export const downloadDueReceipt = tuitionOperation({
  method: 'get',
  path: '/tuition/:id/receipt',
  summary: "A paid due's receipt as a PDF, for staff",
  notes: `A due that is not paid is 404. Until the admin sets the academy details, 409 RECEIPTS_UNAVAILABLE. ${PDF_NOTE}`,
  access: 'staff',
  params: ZIdParams,
  data: ZFileDownload,
  produces: 'application/pdf',
  rateLimited: true,
  errors: ['NOT_FOUND', 'RECEIPTS_UNAVAILABLE', 'SERVICE_UNAVAILABLE'],
});

export const downloadMemberCertificate = tuitionOperation({
  method: 'get',
  path: '/tuition/members/:id/certificate',
  summary: "A member's tuition payment certificate of a year as a PDF, for staff",
  notes: `${YEAR_NOTE} An unknown member is 404. Until the admin sets the academy details, 409 RECEIPTS_UNAVAILABLE. ${PDF_NOTE}`,
  access: 'staff',
  params: ZIdParams,
  query: ZCertificateQuery,
  data: ZFileDownload,
  produces: 'application/pdf',
  rateLimited: true,
  errors: ['NOT_FOUND', 'RECEIPTS_UNAVAILABLE', 'SERVICE_UNAVAILABLE'],
});
