import {
  lastTuitionMonth,
  seoulMonthOf,
  TUITION_MONTH_WINDOW,
  TUITION_STATUS_LABELS,
  TUITION_STATUSES,
} from '@academy/contracts';
import type { TTuitionDue, TTuitionStatus } from '@academy/contracts';
import { useState } from 'react';
import { todayIsoDate } from '@/components/calendar/calendar-dates';
import { PageShell } from '@/components/page-shell/PageShell';
import staff from '@/components/staff-area/Staff.module.css';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useTuitionMonth } from '../api/get-tuition-month';
import { AdjustAmountModal } from '../components/AdjustAmountModal';
import { MarkPaidModal } from '../components/MarkPaidModal';
import { MonthActions } from '../components/MonthActions';
import { MonthPicker } from '@/components/staff-area/MonthPicker';
import { SiblingDiscountPanel } from '../components/SiblingDiscountPanel';
import { AcademyDetailsPanel } from '../components/AcademyDetailsPanel';
import { BankTransferPanel } from '../components/BankTransferPanel';
import { monthText } from '../components/tuition-text';
import { TuitionList } from '../components/TuitionList';
import { TuitionTotals } from '../components/TuitionTotals';
import { useUndoPayment } from '../components/use-undo-payment';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** The open form: marking a due paid, or adjusting its amount. */
type TOpenForm = { kind: 'pay' | 'adjust'; due: TTuitionDue } | null;

/**
 * /admin/tuition (all staff): a month's dues with its totals, each due marked paid, undone or
 * adjusted, the unpaid members reminded and the month downloaded as CSV, and the sibling
 * discount, which admins set (docs/product/tuition.md).
 */
export function StaffTuitionPage({ isAdmin = false }: { isAdmin?: boolean }) {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.tuition.staff;
  const { language } = useLanguage();
  // The academy's clock decides the month and the day, whatever zone the browser is in.
  const [now] = useState(() => new Date());
  const today = todayIsoDate(now);
  const [month, setMonth] = useState(() => seoulMonthOf(now));
  const paging = usePagedStatusList<TTuitionStatus>();
  const [open, setOpen] = useState<TOpenForm>(null);
  const { undoingIds, undo } = useUndoPayment();
  const list = useTuitionMonth({ month, status: paging.status, page: paging.page });
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading the tuition list failed',
  });

  // The page number of one month means nothing in another.
  const chooseMonth = (next: string) => {
    setMonth(next);
    paging.setPage(1);
  };

  const dues = list.data?.dues ?? [];
  const label = format(copy.listLabel, { month: monthText(month, language) });

  return (
    <PageShell
      title={staffPages.staffTuition.title}
      description={staffPages.staffTuition.description}
    >
      <div className={staff.stack}>
        <div className={staff.toolbar}>
          <MonthPicker
            month={month}
            first={TUITION_MONTH_WINDOW.FIRST}
            last={lastTuitionMonth(now)}
            onChange={chooseMonth}
            copy={t.tuition.staff.month}
          />
          <MonthActions month={month} />
        </div>
        {list.data && list.data.month === month && (
          <TuitionTotals month={month} totals={list.data.totals} />
        )}
        <PagedStatusList
          statuses={TUITION_STATUSES}
          labels={TUITION_STATUS_LABELS}
          {...answer}
          label={label}
          busy={list.isPlaceholderData}
          empty={dues.length === 0}
          emptyText={copy.empty}
        >
          <TuitionList
            label={label}
            dues={dues}
            busyIds={undoingIds}
            onMarkPaid={(due) => setOpen({ kind: 'pay', due })}
            onUndo={(due) => void undo(due)}
            onAdjust={(due) => setOpen({ kind: 'adjust', due })}
          />
        </PagedStatusList>
        <SiblingDiscountPanel isAdmin={isAdmin} />
        {isAdmin && <BankTransferPanel />}
        {isAdmin && <AcademyDetailsPanel />}
      </div>
      {open?.kind === 'pay' && (
        <MarkPaidModal
          key={open.due.id}
          due={open.due}
          today={today}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'adjust' && (
        <AdjustAmountModal key={open.due.id} due={open.due} onClose={() => setOpen(null)} />
      )}
    </PageShell>
  );
}
