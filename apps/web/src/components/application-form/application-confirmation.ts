import type { TDictionary } from '@/i18n/types';
import { maskedPhone, type TConfirmationFact } from '@/components/form/FormConfirmation';

/** The applicant's part of a sent application, as both application forms send it. */
type TSentApplicant = {
  name: string;
  phoneNumber?: string | null;
  email?: string | null;
  guardian?: { phoneNumber: string; email: string } | null;
};

/**
 * What the confirmation repeats of a sent application: the name, the phone it will be called
 * on (the guardian's for a child), masked, and the e-mail address (docs/decisions/0061).
 */
export function applicantFacts(
  sent: TSentApplicant,
  copy: TDictionary['applications']['confirmation'],
): TConfirmationFact[] {
  const phone = sent.guardian?.phoneNumber ?? sent.phoneNumber;
  const email = sent.guardian?.email ?? sent.email;
  return [
    { label: copy.nameLabel, value: sent.name },
    ...(phone ? [{ label: copy.phoneLabel, value: maskedPhone(phone) }] : []),
    ...(email ? [{ label: copy.emailLabel, value: email }] : []),
  ];
}
