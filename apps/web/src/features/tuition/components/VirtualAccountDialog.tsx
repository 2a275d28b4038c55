import {
  VIRTUAL_ACCOUNT_BANK_CODES,
  VIRTUAL_ACCOUNT_LIMITS,
  ZVirtualAccountRequest,
} from '@academy/contracts';
import type { TCashReceiptType, TMyTuitionDue, TVirtualAccount } from '@academy/contracts';
import { useState } from 'react';
import { BankSelectField } from '@/components/form/BankSelectField';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { MemberButton } from '@/components/member-area/MemberButton';
import memberStyles from '@/components/member-area/Member.module.css';
import { Modal } from '@/components/modal/Modal';
import { useOnlinePaymentCopy } from '@/i18n/sections/online-payment';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useIssueVirtualAccount } from '../api/virtual-account';
import { amountText, monthText } from './tuition-text';
import { VirtualAccountDetails } from './VirtualAccountDetails';

type TReceiptFields = { wanted: boolean; type: TCashReceiptType; number: string };

const NO_RECEIPT: TReceiptFields = { wanted: false, type: 'personal', number: '' };

/** The optional cash receipt: a checkbox, then its type and number (native controls: keyboard first). */
function CashReceiptFields(props: {
  value: TReceiptFields;
  error: string | undefined;
  onChange: (value: TReceiptFields) => void;
}) {
  const copy = useOnlinePaymentCopy().virtualAccount;
  const { value, onChange } = props;
  return (
    <>
      <label className={memberStyles.inlineRow}>
        <input
          type="checkbox"
          checked={value.wanted}
          onChange={(event) => onChange({ ...value, wanted: event.target.checked })}
        />
        <span>{copy.wantsReceipt}</span>
      </label>
      {value.wanted && (
        <>
          <SelectField
            label={copy.receiptType}
            value={value.type}
            onChange={(event) =>
              onChange({ ...value, type: event.target.value as TCashReceiptType })
            }
          >
            <option value="personal">{copy.personal}</option>
            <option value="business">{copy.business}</option>
          </SelectField>
          <TextField
            label={value.type === 'personal' ? copy.phoneNumber : copy.businessNumber}
            value={value.number}
            inputMode="numeric"
            autoComplete={value.type === 'personal' ? 'tel' : 'off'}
            maxLength={VIRTUAL_ACCOUNT_LIMITS.RECEIPT_NUMBER_INPUT_MAX}
            error={props.error}
            onChange={(event) => onChange({ ...value, number: event.target.value })}
          />
        </>
      )}
    </>
  );
}

type TDialogProps = { due: TMyTuitionDue; onClose: () => void };

/** The dialog's title: what the account pays, "가상계좌로 입금하기 · 2031년 3월 170,000원". */
function useDialogTitle(due: TMyTuitionDue): string {
  const copy = useOnlinePaymentCopy().virtualAccount;
  const { language } = useLanguage();
  return `${copy.title} · ${monthText(due.month, language)} ${amountText(due.amount, language)}`;
}

/** The request: the bank and the optional cash receipt, checked before it is sent. */
function AccountRequest({
  due,
  onClose,
  onIssued,
}: TDialogProps & { onIssued: (account: TVirtualAccount) => void }) {
  const copy = useOnlinePaymentCopy().virtualAccount;
  const issue = useIssueVirtualAccount();
  const [bank, setBank] = useState<string>(VIRTUAL_ACCOUNT_BANK_CODES[0]);
  const [receipt, setReceipt] = useState<TReceiptFields>(NO_RECEIPT);
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const title = useDialogTitle(due);

  const submit = () => {
    if (issue.isPending) return;
    const cashReceipt = receipt.wanted
      ? { type: receipt.type, registrationNumber: receipt.number }
      : null;
    const parsed = ZVirtualAccountRequest.safeParse({ bank, cashReceipt });
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    setFailure(null);
    issue.mutate(
      { dueId: due.id, request: parsed.data },
      {
        onSuccess: onIssued,
        onError: (error) => setFailure(errorMessageOf(error, copy.failed, { refusalsOnly: true })),
      },
    );
  };
  const numberError = receipt.type === 'personal' ? copy.invalidPhone : copy.invalidBusiness;

  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={copy.description}
      footer={
        <>
          <MemberButton onClick={onClose}>{copy.cancel}</MemberButton>
          <MemberButton tone="primary" disabled={issue.isPending} onClick={submit}>
            {issue.isPending ? copy.issuing : copy.issue}
          </MemberButton>
        </>
      }
    >
      <BankSelectField label={copy.bank} value={bank} onChange={setBank} />
      <CashReceiptFields
        value={receipt}
        error={invalid ? numberError : undefined}
        onChange={(next) => {
          setReceipt(next);
          setInvalid(false);
        }}
      />
      {failure && (
        <p className={memberStyles.muted} role="alert">
          {failure}
        </p>
      )}
    </Modal>
  );
}

/**
 * The member asks for a virtual account for one unpaid due (docs/product/payments.md): the bank
 * and, if they wish, a cash receipt; then the dialog shows the account to deposit into.
 */
export function VirtualAccountDialog({ due, onClose }: TDialogProps) {
  const copy = useOnlinePaymentCopy().virtualAccount;
  const title = useDialogTitle(due);
  const [account, setAccount] = useState<TVirtualAccount | null>(null);
  if (!account) return <AccountRequest due={due} onClose={onClose} onIssued={setAccount} />;
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      description={copy.issued}
      footer={<MemberButton onClick={onClose}>{copy.close}</MemberButton>}
    >
      <VirtualAccountDetails account={account} />
    </Modal>
  );
}
