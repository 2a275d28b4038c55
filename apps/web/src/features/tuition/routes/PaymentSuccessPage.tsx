import { ZPaymentConfirmInput } from '@academy/contracts';
import { skipToken, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { MemberCard } from '@/components/member-area/MemberCard';
import { MemberStatus } from '@/components/member-area/MemberStatus';
import memberStyles from '@/components/member-area/Member.module.css';
import formStyles from '@/components/form/Form.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useOnlinePaymentCopy } from '@/i18n/sections/online-payment';
import { useLanguage } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { confirmPayment } from '../api/pay-online';
import { myTuitionQueryKey } from '../api/tuition-keys';
import { amountText, monthText } from '../components/tuition-text';

/** What the payment window's successUrl carried, or null when it is not a payment's return. */
function returnOf(params: URLSearchParams) {
  const parsed = ZPaymentConfirmInput.safeParse({
    paymentKey: params.get('paymentKey'),
    orderId: params.get('orderId'),
    amount: Number(params.get('amount')),
  });
  return parsed.success ? parsed.data : null;
}

/**
 * Where the payment window returns after the payer paid (docs/product/payments.md): the server
 * approves the order with its stored amount and marks the due paid. A reload asks again and is
 * answered the same; the server decides, whatever the address says.
 */
export function PaymentSuccessPage() {
  const copy = useOnlinePaymentCopy();
  const { language } = useLanguage();
  const [params] = useSearchParams();
  const input = returnOf(params);
  const queryClient = useQueryClient();
  const confirmed = useQuery({
    queryKey: ['member', 'payment-confirm', input?.orderId],
    queryFn: input ? () => confirmPayment(input) : skipToken,
    retry: false,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (confirmed.isSuccess) void queryClient.invalidateQueries({ queryKey: myTuitionQueryKey });
  }, [confirmed.isSuccess, queryClient]);

  function outcome() {
    if (input === null) return <p>{copy.success.missing}</p>;
    if (confirmed.isPending) return <MemberStatus>{copy.success.confirming}</MemberStatus>;
    if (confirmed.isError) {
      return <p role="alert">{errorMessageOf(confirmed.error, copy.success.failed)}</p>;
    }
    const { month, amount, paidAt } = confirmed.data;
    return (
      <>
        <p role="status">
          {format(copy.success.done, {
            month: monthText(month, language),
            amount: amountText(amount, language),
          })}
        </p>
        <p className={memberStyles.muted}>{format(copy.success.paidOn, { date: paidAt })}</p>
      </>
    );
  }

  return (
    <PageShell title={copy.success.title} description={copy.lead}>
      <MemberCard headingId="payment-outcome-heading" heading={copy.heading}>
        {outcome()}
        <Link to={paths.member.dashboard} className={formStyles.submit}>
          {copy.back}
        </Link>
      </MemberCard>
    </PageShell>
  );
}
