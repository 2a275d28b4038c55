import { bankNameOf, type TMyTuitionDue, type TVirtualAccount } from '@academy/contracts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/member-area/ConfirmDialog';
import { MemberButton } from '@/components/member-area/MemberButton';
import { format } from '@/i18n/format';
import { useOnlinePaymentCopy } from '@/i18n/sections/online-payment';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useCloseVirtualAccount } from '../api/close-virtual-account';
import { monthText } from './tuition-text';
import { toLanguageTag } from '@/i18n/language';

/**
 * "Close this account and pay another way" under a waiting virtual account (decision 0064): an
 * in-app dialog says what closing means before anything is sent; once closed, the card's pay
 * buttons come back as the tuition is read again. `onDone` gets what to tell the member.
 */
export function GiveUpVirtualAccount({
  due,
  account,
  onDone,
}: {
  due: TMyTuitionDue;
  account: TVirtualAccount;
  onDone: (status: string) => void;
}) {
  const copy = useOnlinePaymentCopy().virtualAccount;
  const { language } = useLanguage();
  const close = useCloseVirtualAccount();
  const [asking, setAsking] = useState(false);

  const confirm = () => {
    if (close.isPending) return;
    close.mutate(due.id, {
      onSuccess: () => onDone(copy.givenUp),
      onError: (error) => onDone(errorMessageOf(error, copy.giveUpFailed, { refusalsOnly: true })),
      onSettled: () => setAsking(false),
    });
  };

  return (
    <>
      <MemberButton onClick={() => setAsking(true)}>{copy.giveUp}</MemberButton>
      <ConfirmDialog
        open={asking}
        onClose={() => setAsking(false)}
        title={copy.giveUpTitle}
        description={format(copy.giveUpBody, {
          month: monthText(due.month, language),
          bank: bankNameOf(account.bankCode, toLanguageTag(language)),
          number: account.accountNumber,
        })}
        keepLabel={copy.giveUpKeep}
        confirmLabel={copy.giveUpConfirm}
        pendingLabel={copy.givingUp}
        pending={close.isPending}
        onConfirm={confirm}
      />
    </>
  );
}
