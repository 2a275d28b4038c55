import { Link, useSearchParams } from 'react-router-dom';
import { MemberCard } from '@/components/member-area/MemberCard';
import memberStyles from '@/components/member-area/Member.module.css';
import formStyles from '@/components/form/Form.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { format } from '@/i18n/format';
import { useOnlinePaymentCopy } from '@/i18n/sections/online-payment';

/** Toss's code when the payer closes the window (docs.tosspayments.com/reference/error-codes). */
const CANCELED = 'PAY_PROCESS_CANCELED';
/** A code is shown as Toss wrote it only when it looks like one: the address is anyone's to edit. */
const CODE_PATTERN = /^[A-Z_]{1,60}$/;

/**
 * Where the payment window returns when the payment did not go ahead: nothing was charged and
 * the due is still unpaid. Toss's own `message` is not shown: the address is anyone's to edit,
 * so the page says it in its own words.
 */
export function PaymentFailPage() {
  const copy = useOnlinePaymentCopy();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  return (
    <PageShell title={copy.fail.title} description={copy.lead}>
      <MemberCard headingId="payment-outcome-heading" heading={copy.heading}>
        <p role="alert">{code === CANCELED ? copy.fail.canceled : copy.fail.other}</p>
        {CODE_PATTERN.test(code) && code !== CANCELED && (
          <p className={memberStyles.muted}>{format(copy.fail.code, { code })}</p>
        )}
        <Link to={paths.member.dashboard} className={formStyles.submit}>
          {copy.back}
        </Link>
      </MemberCard>
    </PageShell>
  );
}
