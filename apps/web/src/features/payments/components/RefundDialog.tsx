import {
  ONLINE_PAYMENT_LIMITS,
  REFUND_LIMITS,
  VIRTUAL_ACCOUNT_BANK_CODES,
  ZRefundInput,
} from '@academy/contracts';
import type { TRefundInput, TStaffPayment } from '@academy/contracts';
import { useState } from 'react';
import { BankSelectField } from '@/components/form/BankSelectField';
import { TextField } from '@/components/form/TextField';
import type { TFieldBinding } from '@/components/form/use-form';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { usePaymentsCopy } from '@/i18n/sections/payments';
import { useLanguage } from '@/i18n/use-language';
import { useRefundPayment } from '../api/refund-payment';
import own from './Payments.module.css';
import { amountText, monthText } from './payment-text';

/** An empty field is the whole balance; any other text goes as typed, for the schema to check. */
const amountInput = (text: string) => (text.trim() === '' ? undefined : Number(text));

type TRefundValues = {
  amount: string;
  reason: string;
  bank: string;
  accountNumber: string;
  holderName: string;
};

/** The payer's account: only a payment into a virtual account is refunded to one (Toss's rule). */
function refundAccountOf(values: TRefundValues, virtual: boolean) {
  if (!virtual) return {};
  const { bank, accountNumber, holderName } = values;
  return { refundAccount: { bank, accountNumber, holderName } };
}

/** Where a virtual account's money goes back: the payer's bank, account number and holder. */
function RefundAccountFields({
  field,
  bank,
  onBank,
}: {
  field: (name: 'accountNumber' | 'holderName') => TFieldBinding;
  bank: string;
  onBank: (bank: string) => void;
}) {
  const dialog = usePaymentsCopy().dialog;
  return (
    <fieldset className={own.accountFields}>
      <legend>{dialog.refundAccount}</legend>
      <p className={own.hint}>{dialog.refundAccountHint}</p>
      <BankSelectField label={dialog.bank} value={bank} onChange={onBank} />
      <TextField
        {...field('accountNumber')}
        label={dialog.accountNumber}
        inputMode="numeric"
        autoComplete="off"
        maxLength={REFUND_LIMITS.ACCOUNT_INPUT_MAX}
        required
      />
      <TextField
        {...field('holderName')}
        label={dialog.holderName}
        autoComplete="off"
        maxLength={REFUND_LIMITS.HOLDER_MAX}
        required
      />
    </fieldset>
  );
}

/** The second step: what will be refunded and why, with a way back to the fields. */
function RefundReview(props: {
  amount: number;
  reason: string;
  onBack: () => void;
  pending: boolean;
}) {
  const dialog = usePaymentsCopy().dialog;
  const { language } = useLanguage();
  return (
    <div className={own.review} role="status">
      <p>{format(dialog.review, { amount: amountText(props.amount, language) })}</p>
      <p>{format(dialog.reviewReason, { reason: props.reason })}</p>
      <p>
        <button type="button" onClick={props.onBack} disabled={props.pending}>
          {dialog.back}
        </button>
      </p>
    </div>
  );
}

/**
 * The refund's form: the amount (the balance by default, at most the balance), the reason and,
 * for a virtual account, the payer's account; the first submit only shows what will happen.
 */
function useRefundForm(payment: TStaffPayment, onClose: () => void) {
  const dialog = usePaymentsCopy().dialog;
  const refund = useRefundPayment();
  const [review, setReview] = useState<TRefundInput | null>(null);
  const virtual = payment.method === 'virtual-account';
  const form = useDialogForm({
    initial: {
      amount: String(payment.balance),
      reason: '',
      bank: VIRTUAL_ACCOUNT_BANK_CODES[0] as string,
      accountNumber: '',
      holderName: '',
    } satisfies TRefundValues,
    schema: ZRefundInput.refine((input) => (input.amount ?? 0) <= payment.balance, {
      path: ['amount'],
      error: 'invalidValue',
    }),
    toInput: (values) => ({
      amount: amountInput(values.amount),
      reason: values.reason,
      ...refundAccountOf(values, virtual),
    }),
    // The first submit only shows what will happen; the second sends it.
    confirm: (body) => {
      if (review) return true;
      setReview(body);
      return false;
    },
    send: (body) => refund.mutateAsync({ id: payment.id, body }),
    onClose,
    failText: dialog.failed,
  });
  return { form, review, back: () => setReview(null), virtual };
}

/**
 * The admin's refund of one payment (docs/product/payments.md): the amount and the reason (and a
 * virtual account's refund account), then a second step that says what will happen before
 * anything is sent.
 */
export function RefundDialog({
  payment,
  onClose,
}: {
  payment: TStaffPayment;
  onClose: () => void;
}) {
  const dialog = usePaymentsCopy().dialog;
  const { language } = useLanguage();
  const { form, review, back, virtual } = useRefundForm(payment, onClose);
  const balance = amountText(payment.balance, language);

  return (
    <FormModal
      onClose={onClose}
      title={format(dialog.title, { name: payment.memberName })}
      description={format(dialog.description, {
        month: monthText(payment.month, language),
        amount: amountText(payment.amount, language),
        balance,
      })}
      form={form}
      buttons={{
        cancel: dialog.cancel,
        submit: review ? dialog.submit : dialog.next,
        submitting: dialog.submitting,
      }}
      submit={{ danger: review !== null }}
    >
      {review ? (
        <RefundReview
          amount={review.amount ?? payment.balance}
          reason={review.reason}
          onBack={back}
          pending={form.pending}
        />
      ) : (
        <>
          <TextField
            {...form.field('amount')}
            type="number"
            inputMode="numeric"
            label={dialog.amount}
            hint={format(dialog.amountHint, { balance })}
            min={1}
            max={Math.min(payment.balance, ONLINE_PAYMENT_LIMITS.AMOUNT_MAX)}
            step={1}
          />
          <TextField
            {...form.field('reason')}
            label={dialog.reason}
            hint={dialog.reasonHint}
            maxLength={REFUND_LIMITS.REASON_MAX}
            required
          />
          {virtual && (
            <RefundAccountFields
              field={form.field}
              bank={form.values.bank}
              onBank={(bank) => form.setValue('bank', bank)}
            />
          )}
        </>
      )}
    </FormModal>
  );
}
