import { z } from 'zod';
import { ZRequestedCashReceipt } from '../payments/virtual-accounts.schemas';
import { requiredText } from '../common/text-fields';
import { toAcademyIsoDate } from '../common/seoul-time';
import { ZTuitionPaymentMethod } from './tuition.enums';
import { ACADEMY_DETAILS_LIMITS, CERTIFICATE_FIRST_YEAR } from './receipts.limits';
import {
  isAcademyPhone,
  isBusinessRegistrationNumber,
  registrationDigitsOf,
} from './receipts.rules';

const { LEGAL_NAME_MAX, REPRESENTATIVE_MAX, ADDRESS_MAX, PHONE_MAX } = ACADEMY_DETAILS_LIMITS;

/**
 * PUT /tuition/academy-details: what receipts print about the academy. The registration number
 * may be typed with or without dashes; it is kept as its ten digits.
 */
export const ZAcademyDetailsInput = z.object({
  legalName: requiredText('legalNameRequired', LEGAL_NAME_MAX),
  registrationNumber: requiredText('registrationNumberInvalid', 12)
    .refine(isBusinessRegistrationNumber, { error: 'registrationNumberInvalid' })
    .transform((text) => registrationDigitsOf(text) ?? text),
  representative: requiredText('representativeRequired', REPRESENTATIVE_MAX),
  address: requiredText('academyAddressRequired', ADDRESS_MAX),
  phone: requiredText('academyPhoneInvalid', PHONE_MAX).refine(isAcademyPhone, {
    error: 'academyPhoneInvalid',
  }),
});
export type TAcademyDetailsInput = z.input<typeof ZAcademyDetailsInput>;

/** The academy details as saved and answered; `registrationNumber` is its ten digits. */
export const ZAcademyDetails = z.object({
  legalName: z.string(),
  registrationNumber: z.string(),
  representative: z.string(),
  address: z.string(),
  phone: z.string(),
});
export type TAcademyDetails = z.infer<typeof ZAcademyDetails>;

/** GET and PUT /tuition/academy-details: the details, null until the admin sets them. */
export const ZAcademyDetailsSetting = z.object({ details: ZAcademyDetails.nullable() });
export type TAcademyDetailsSetting = z.infer<typeof ZAcademyDetailsSetting>;

/** GET /tuition/me/receipts/:id: one paid due as its receipt shows it. */
export const ZReceipt = z.object({
  receiptNumber: z.string(),
  academy: ZAcademyDetails,
  dueId: z.number().int(),
  memberName: z.string(),
  month: z.string(),
  amount: z.number().int(),
  method: ZTuitionPaymentMethod,
  paidAt: z.string(),
  /** The cash receipt asked for when it was paid into a virtual account (decision 0046). */
  cashReceipt: ZRequestedCashReceipt.nullable(),
});
export type TReceipt = z.infer<typeof ZReceipt>;

/** A calendar year from CERTIFICATE_FIRST_YEAR to the current Seoul year. */
export const ZCertificateYear = z.coerce
  .number({ error: 'certificateYearInvalid' })
  .int({ error: 'certificateYearInvalid' })
  .min(CERTIFICATE_FIRST_YEAR, { error: 'certificateYearInvalid' })
  .refine((year) => year <= Number(toAcademyIsoDate(new Date()).slice(0, 4)), {
    error: 'certificateYearInvalid',
  });

/** GET /tuition/me/certificate: the year of the certificate. */
export const ZCertificateQuery = z.object({ year: ZCertificateYear });
export type TCertificateQuery = z.infer<typeof ZCertificateQuery>;
