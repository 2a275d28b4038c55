import {
  BANK_TRANSFER_LIMITS,
  ZBankTransferInput,
  type TBankTransferDetails,
} from '@academy/contracts';
import memberStyles from '@/components/member-area/Member.module.css';
import { MemberFact } from '@/components/member-area/MemberFact';
import { useBankTransferCopy } from '@/i18n/sections/bank-transfer';
import { useBankTransfer, useSetBankTransfer } from '../api/bank-transfer';
import { TextSettingForm } from './SettingForm';
import { AdminSettingPanel } from './AdminSettingPanel';

/** The admin's form: the bank, the account number, its holder and an optional one-line note. */
function BankTransferForm({
  details,
  labelledBy,
}: {
  details: TBankTransferDetails | null;
  labelledBy: string;
}) {
  const copy = useBankTransferCopy();
  const save = useSetBankTransfer();
  const { BANK_NAME_MAX, ACCOUNT_NUMBER_MAX, ACCOUNT_HOLDER_MAX, NOTE_MAX } = BANK_TRANSFER_LIMITS;
  return (
    <TextSettingForm
      initial={{
        bankName: details?.bankName ?? '',
        accountNumber: details?.accountNumber ?? '',
        accountHolder: details?.accountHolder ?? '',
        note: details?.note ?? '',
      }}
      schema={ZBankTransferInput}
      save={save.mutateAsync}
      copy={copy.staff}
      labelledBy={labelledBy}
      fields={[
        { name: 'bankName', label: copy.bankName, maxLength: BANK_NAME_MAX, required: true },
        {
          name: 'accountNumber',
          label: copy.accountNumber,
          hint: copy.staff.accountNumberHint,
          inputMode: 'numeric',
          autoComplete: 'off',
          maxLength: ACCOUNT_NUMBER_MAX,
          required: true,
        },
        {
          name: 'accountHolder',
          label: copy.accountHolder,
          maxLength: ACCOUNT_HOLDER_MAX,
          required: true,
        },
        { name: 'note', label: copy.staff.note, hint: copy.staff.noteHint, maxLength: NOTE_MAX },
      ]}
    />
  );
}

/** The details as saved, one labelled value each. */
function SavedDetails({ details }: { details: TBankTransferDetails }) {
  const copy = useBankTransferCopy();
  return (
    <dl className={memberStyles.facts}>
      <MemberFact label={copy.bankName}>{details.bankName}</MemberFact>
      <MemberFact label={copy.accountNumber}>{details.accountNumber}</MemberFact>
      <MemberFact label={copy.accountHolder}>{details.accountHolder}</MemberFact>
      {details.note && <MemberFact label={copy.note}>{details.note}</MemberFact>}
    </dl>
  );
}

/**
 * The academy's bank-transfer details on the staff tuition page (docs/product/tuition.md):
 * only admins read and change them (the API refuses teachers), so teachers see no panel.
 */
export function BankTransferPanel() {
  const copy = useBankTransferCopy();
  return (
    <AdminSettingPanel
      copy={copy.staff}
      query={useBankTransfer()}
      saved={(details) => <SavedDetails details={details} />}
      form={(details, labelledBy) => <BankTransferForm details={details} labelledBy={labelledBy} />}
    />
  );
}
