import { pickText } from '@academy/contracts';
import type { TBilingualText } from '@academy/contracts';
import { CustomSelect } from '@/components/select/CustomSelect';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TStatusFilter } from './use-paged-status-list';
import styles from './Staff.module.css';

type TStatusFilterBarProps<TStatus extends string> = {
  /** The statuses offered after "all", in this order. */
  statuses: readonly TStatus[];
  labels: Record<TStatus, TBilingualText>;
  value: TStatusFilter<TStatus>;
  onChange: (value: TStatusFilter<TStatus>) => void;
  /** Left out until the first page has answered. */
  total: number | undefined;
};

/** The toolbar above a paged staff list: the status filter and the number of matching rows. */
export function StatusFilterBar<TStatus extends string>({
  statuses,
  labels,
  value,
  onChange,
  total,
}: TStatusFilterBarProps<TStatus>) {
  const common = useT().staffRequests.common;
  const { language } = useLanguage();
  const isFilter = (next: string): next is TStatusFilter<TStatus> =>
    next === 'all' || (statuses as readonly string[]).includes(next);

  return (
    <div className={styles.toolbar}>
      <CustomSelect
        label={common.statusFilter}
        value={value}
        options={[
          { value: 'all', label: common.all },
          ...statuses.map((status) => ({
            value: status,
            label: pickText(labels[status], language),
          })),
        ]}
        onChange={(next) => {
          if (isFilter(next)) onChange(next);
        }}
      />
      {total !== undefined && (
        <p className={styles.total} aria-live="polite">
          {format(common.total, { count: total })}
        </p>
      )}
    </div>
  );
}
