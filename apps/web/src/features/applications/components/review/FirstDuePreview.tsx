import { pickText, siblingDiscountText, tuitionAmountText } from '@academy/contracts';
import type {
  TFirstDue,
  TFirstDuePreview,
  TFirstDuePreviewQuery,
  TLanguage,
} from '@academy/contracts';
import { formatMonthTitle } from '@/components/calendar/calendar-format';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useFirstDuePreview } from '../../api/preview-first-due';
import styles from './LessonApplications.module.css';

type TFirstDueCopy = ReturnType<typeof useT>['staffLessons']['approve']['firstDue'];

/** "2026년 12월 수업 4회 중 3회분 127,500원, 납부 기한 2026-12-03" and its English. */
export function firstDueText(due: TFirstDue, copy: TFirstDueCopy, language: TLanguage): string {
  const values = {
    month: formatMonthTitle(due.month, language),
    amount: pickText(tuitionAmountText(due.amount), language),
    date: due.dueDate,
  };
  if (due.kind === 'prorated' && due.proration) {
    return format(copy.prorated, {
      ...values,
      lessons: due.proration.lessons,
      total: due.proration.monthLessons,
    });
  }
  return format(due.kind === 'next_month' ? copy.nextMonth : copy.fullMonth, values);
}

/** The first due, and " · 형제 할인 -10,000원" when a guardian's later child gets the discount. */
function previewText(due: TFirstDuePreview, copy: TFirstDueCopy, language: TLanguage): string {
  const text = firstDueText(due, copy, language);
  if (due.siblingDiscount === 0) return text;
  return `${text} · ${pickText(siblingDiscountText(due.siblingDiscount), language)}`;
}

/**
 * The new member's first due as this approval would issue it now (docs/product/tuition.md), so
 * staff see a pro-rated or next-month due before confirming. Announced politely as it changes.
 */
export function FirstDuePreview({
  requestId,
  query,
}: {
  requestId: number;
  query: TFirstDuePreviewQuery | null;
}) {
  const copy = useT().staffLessons.approve.firstDue;
  const { language } = useLanguage();
  const preview = useFirstDuePreview(requestId, query);

  const text = () => {
    if (query === null) return copy.waiting;
    if (preview.isError) return copy.failed;
    if (preview.data) return previewText(preview.data, copy, language);
    return copy.loading;
  };

  return (
    <p className={styles.firstDue} role="status" aria-live="polite">
      <strong className={styles.firstDueLabel}>{copy.label}</strong> <span>{text()}</span>
    </p>
  );
}
