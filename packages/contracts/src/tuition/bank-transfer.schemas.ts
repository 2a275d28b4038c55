import { z } from 'zod';
import { optionalText, requiredText } from '../common/text-fields';
import { BANK_TRANSFER_LIMITS } from './tuition.limits';

const { BANK_NAME_MAX, ACCOUNT_NUMBER_MAX, ACCOUNT_DIGITS_MIN, ACCOUNT_DIGITS_MAX } =
  BANK_TRANSFER_LIMITS;

/** Digit groups joined by single dashes: "110-123-456789", "1002345678901". */
const ACCOUNT_NUMBER_PATTERN = /^\d+(?:-\d+)*$/;

/** True when `text` is digits and dashes with ACCOUNT_DIGITS_MIN to ACCOUNT_DIGITS_MAX digits. */
export function isAccountNumber(text: string): boolean {
  if (!ACCOUNT_NUMBER_PATTERN.test(text)) return false;
  const digits = text.replaceAll('-', '').length;
  return digits >= ACCOUNT_DIGITS_MIN && digits <= ACCOUNT_DIGITS_MAX;
}

/**
 * PUT /tuition/bank-transfer: the academy's account as the admin types it. The note is one
 * optional line ("입금 후 문자 주세요"); an empty or null note is none.
 */
export const ZBankTransferInput = z.object({
  bankName: requiredText('bankNameRequired', BANK_NAME_MAX),
  accountNumber: requiredText('accountNumberInvalid', ACCOUNT_NUMBER_MAX).refine(isAccountNumber, {
    error: 'accountNumberInvalid',
  }),
  accountHolder: requiredText('accountHolderRequired', BANK_TRANSFER_LIMITS.ACCOUNT_HOLDER_MAX),
  note: optionalText(BANK_TRANSFER_LIMITS.NOTE_MAX)
    .nullable()
    .transform((note) => note || null),
});
export type TBankTransferInput = z.input<typeof ZBankTransferInput>;

/** The academy's bank-transfer details as saved and answered. */
export const ZBankTransferDetails = z.object({
  bankName: z.string(),
  accountNumber: z.string(),
  accountHolder: z.string(),
  note: z.string().nullable(),
});
export type TBankTransferDetails = z.infer<typeof ZBankTransferDetails>;

/** GET and PUT /tuition/bank-transfer: the details, null until the admin sets them. */
export const ZBankTransferSetting = z.object({ details: ZBankTransferDetails.nullable() });
export type TBankTransferSetting = z.infer<typeof ZBankTransferSetting>;
