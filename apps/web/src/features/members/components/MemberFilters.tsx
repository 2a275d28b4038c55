import {
  LESSON_WEEKDAYS,
  MEMBER_LIST_LIMITS,
  MEMBER_STATUSES,
  MEMBER_STATUS_LABELS,
  WEEKDAY_LABELS,
} from '@academy/contracts';
import type { TBilingualText } from '@academy/contracts';
import { useId } from 'react';
import { CustomSelect } from '@/components/select/CustomSelect';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import { useLanguage, useT } from '@/i18n/use-language';
import { useStaffAccounts } from '@/lib/staff-queries/staff-accounts';
import type { TMemberFilters } from '../hooks/use-member-filters';
import styles from './MemberFilters.module.css';

type TMemberFiltersProps = {
  filters: TMemberFilters;
  onChange: (next: Partial<TMemberFilters>) => void;
  onClear: () => void;
  isFiltered: boolean;
};

type TEnumFilterProps<T extends string> = {
  label: string;
  values: readonly T[];
  labels: Record<T, TBilingualText>;
  value: T | 'all';
  onChange: (value: T | 'all') => void;
};

/** A select of one of `values`, "all" first for no filter. */
function EnumFilter<T extends string>({
  label,
  values,
  labels,
  value,
  onChange,
}: TEnumFilterProps<T>) {
  const { language } = useLanguage();
  const all = useT().staffDashboard.users.filters.all;
  const isValue = (next: string): next is T => (values as readonly string[]).includes(next);
  return (
    <CustomSelect
      label={label}
      value={value}
      options={[{ value: 'all', label: all }, ...labelledOptions(values, labels, language)]}
      onChange={(next) => {
        if (next === 'all' || isValue(next)) onChange(next);
      }}
    />
  );
}

/** Search and filters above the staff member list (docs/product/back-office.md). */
export function MemberFilters({ filters, onChange, onClear, isFiltered }: TMemberFiltersProps) {
  const copy = useT().staffDashboard.users.filters;
  const teachers = useStaffAccounts().data ?? [];
  const searchId = useId();

  return (
    <div className={styles.filters} role="search" aria-label={copy.region}>
      <div className={styles.search}>
        <label htmlFor={searchId}>{copy.search}</label>
        <input
          id={searchId}
          type="search"
          className={styles.searchInput}
          value={filters.search}
          maxLength={MEMBER_LIST_LIMITS.SEARCH_MAX}
          placeholder={copy.searchPlaceholder}
          autoComplete="off"
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </div>
      <EnumFilter
        label={copy.status}
        values={MEMBER_STATUSES}
        labels={MEMBER_STATUS_LABELS}
        value={filters.status}
        onChange={(status) => onChange({ status })}
      />
      <EnumFilter
        label={copy.weekday}
        values={LESSON_WEEKDAYS}
        labels={WEEKDAY_LABELS}
        value={filters.weekday}
        onChange={(weekday) => onChange({ weekday })}
      />
      <CustomSelect
        label={copy.teacher}
        value={filters.teacherId}
        options={[
          { value: 'all', label: copy.all },
          ...teachers.map((teacher) => ({ value: String(teacher.id), label: teacher.name })),
        ]}
        onChange={(next) => onChange({ teacherId: next })}
      />
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.unpaid}
          onChange={(event) => onChange({ unpaid: event.target.checked })}
        />
        {copy.unpaid}
      </label>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={filters.openCredits}
          onChange={(event) => onChange({ openCredits: event.target.checked })}
        />
        {copy.openCredits}
      </label>
      <button type="button" className={styles.clear} onClick={onClear} disabled={!isFiltered}>
        {copy.clear}
      </button>
    </div>
  );
}
