import { TEXT_MESSAGE_KINDS, TEXT_MESSAGE_STATUSES } from '@academy/contracts';
import { useId, useState } from 'react';
import { Pagination } from '@/components/pagination/Pagination';
import { CustomSelect } from '@/components/select/CustomSelect';
import staff from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { useTextMessageLogCopy } from '@/i18n/sections/text-message-log';
import { useLanguage } from '@/i18n/use-language';
import usage from '../usage/TextMessageUsage.module.css';
import { type TTextMessageLogFilter, useTextMessageLog } from './get-text-message-log';
import { kindTitle, TextMessageLogList } from './TextMessageLogList';

const isStatus = (value: string): value is TTextMessageLogFilter['status'] =>
  value === 'all' || (TEXT_MESSAGE_STATUSES as readonly string[]).includes(value);
const isKind = (value: string): value is TTextMessageLogFilter['kind'] =>
  value === 'all' || (TEXT_MESSAGE_KINDS as readonly string[]).includes(value);

/**
 * The admin's message log below the month's usage (docs/product/text-messages.md, "The message
 * log"): the text messages sent, newest first, a page at a time, by status and kind. A filter
 * goes back to the first page.
 */
export function TextMessageLogPanel() {
  const copy = useTextMessageLogCopy();
  const { language } = useLanguage();
  const headingId = useId();
  const [filter, setFilter] = useState<TTextMessageLogFilter>({
    page: 1,
    status: 'all',
    kind: 'all',
  });
  const query = useTextMessageLog(filter);
  const log = query.data;
  const all = { value: 'all', label: copy.filters.all };

  return (
    <section className={usage.usage} aria-labelledby={headingId} aria-busy={query.isFetching}>
      <h2 id={headingId} className={usage.heading}>
        {copy.heading}
      </h2>
      <p className={usage.lead}>{copy.lead}</p>
      <div className={staff.toolbar}>
        <CustomSelect
          label={copy.filters.status}
          value={filter.status}
          options={[
            all,
            ...TEXT_MESSAGE_STATUSES.map((value) => ({ value, label: copy.statuses[value] })),
          ]}
          onChange={(next) => {
            if (isStatus(next)) setFilter({ ...filter, page: 1, status: next });
          }}
        />
        <CustomSelect
          label={copy.filters.kind}
          value={filter.kind}
          options={[
            all,
            ...TEXT_MESSAGE_KINDS.map((value) => ({ value, label: kindTitle(value, language) })),
          ]}
          onChange={(next) => {
            if (isKind(next)) setFilter({ ...filter, page: 1, kind: next });
          }}
        />
        {log && (
          <p className={staff.total} aria-live="polite">
            {format(copy.total, { count: log.pagination.total })}
          </p>
        )}
      </div>
      {query.isError && <p role="alert">{copy.loadFailed}</p>}
      {!log && !query.isError && <p className={usage.note}>{copy.loading}</p>}
      {log && log.messages.length === 0 && <p className={staff.empty}>{copy.empty}</p>}
      {log && log.messages.length > 0 && <TextMessageLogList messages={log.messages} />}
      {log && (
        <Pagination
          page={filter.page}
          totalPages={log.pagination.totalPages}
          onPageChange={(page) => setFilter({ ...filter, page })}
        />
      )}
    </section>
  );
}
