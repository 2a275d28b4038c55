import {
  PAYMENT_ATTEMPT_STATE_LABELS,
  PAYMENT_ATTEMPT_STATES,
  seoulMonthOf,
  TUITION_MONTH_WINDOW,
} from '@academy/contracts';
import type { TPaymentAttemptState, TStaffPayment } from '@academy/contracts';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { MonthPicker } from '@/components/staff-area/MonthPicker';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import staff from '@/components/staff-area/Staff.module.css';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';
import { format } from '@/i18n/format';
import { usePaymentsCopy } from '@/i18n/sections/payments';
import { useLanguage } from '@/i18n/use-language';
import { usePayments } from '../api/get-payments';
import { PaymentList } from '../components/PaymentList';
import { RefundDialog } from '../components/RefundDialog';
import { monthText } from '../components/payment-text';

/**
 * /admin/payments (all staff): a month's online payments with Toss's order id and payment key and
 * their refunds; the admin refunds one whole or in part (docs/product/payments.md).
 */
export function StaffPaymentsPage({ isAdmin = false }: { isAdmin?: boolean }) {
  const copy = usePaymentsCopy();
  const { language } = useLanguage();
  // The academy's clock decides the month, whatever zone the browser is in.
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState(() => seoulMonthOf(now));
  const paging = usePagedStatusList<TPaymentAttemptState>();
  const [open, setOpen] = useState<TStaffPayment | null>(null);
  const list = usePayments({ month, status: paging.status, page: paging.page });
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading the online payments failed',
  });
  // The page number of one month means nothing in another.
  const chooseMonth = (next: string) => {
    setMonth(next);
    paging.setPage(1);
  };
  const payments = list.data?.payments ?? [];
  const label = format(copy.listLabel, { month: monthText(month, language) });

  return (
    <PageShell title={copy.title} description={copy.description}>
      <div className={staff.stack}>
        <div className={staff.toolbar}>
          <MonthPicker
            month={month}
            first={TUITION_MONTH_WINDOW.FIRST}
            last={seoulMonthOf(now)}
            onChange={chooseMonth}
            copy={copy.month}
          />
        </div>
        <PagedStatusList
          statuses={PAYMENT_ATTEMPT_STATES}
          labels={PAYMENT_ATTEMPT_STATE_LABELS}
          {...answer}
          label={label}
          busy={list.isPlaceholderData}
          empty={payments.length === 0}
          emptyText={copy.empty}
        >
          <PaymentList label={label} payments={payments} onRefund={isAdmin ? setOpen : undefined} />
        </PagedStatusList>
      </div>
      {open && <RefundDialog key={open.id} payment={open} onClose={() => setOpen(null)} />}
    </PageShell>
  );
}
