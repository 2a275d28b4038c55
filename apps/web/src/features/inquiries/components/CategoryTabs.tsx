import { INQUIRY_CATEGORIES, INQUIRY_CATEGORY_LABELS, pickText } from '@academy/contracts';
import type { TInquiryCategoryCounts } from '@academy/contracts';
import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { tabKeyTarget } from '@/lib/tab-keys';
import type { TInquiryFilter } from '../api/get-public-inquiries';
import styles from './Inquiries.module.css';

const FILTERS: readonly TInquiryFilter[] = ['all', ...INQUIRY_CATEGORIES];

export function tabIdOf(filter: TInquiryFilter): string {
  return `inquiry-tab-${filter}`;
}

type TCategoryTabsProps = {
  value: TInquiryFilter;
  counts: TInquiryCategoryCounts | null;
  panelId: string;
  onChange: (filter: TInquiryFilter) => void;
};

/** Category tabs with their counts; arrow keys move between tabs, Enter or Space opens one. */
export function CategoryTabs({ value, counts, panelId, onChange }: TCategoryTabsProps) {
  const t = useT();
  const copy = t.inquiries.check;
  const { language } = useLanguage();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = tabKeyTarget(event.key, index, FILTERS.length);
    if (target === undefined) return;
    event.preventDefault();
    tabs.current[target]?.focus();
  };

  return (
    <div role="tablist" aria-label={copy.tabsLabel} className={styles.tabs}>
      {FILTERS.map((filter, index) => {
        const label =
          filter === 'all' ? copy.allTab : pickText(INQUIRY_CATEGORY_LABELS[filter], language);
        return (
          <button
            key={filter}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            id={tabIdOf(filter)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={filter === value}
            aria-controls={panelId}
            tabIndex={filter === value ? 0 : -1}
            onClick={() => onChange(filter)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {label}{' '}
            {counts && (
              <span className={styles.tabCount}>
                {format(copy.tabCount, { count: counts[filter] })}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
