import {
  lastTextUsageMonth,
  seoulMonthOf,
  TEXT_MESSAGE_USAGE_MONTHS,
  type TTextMessageUsage,
} from '@academy/contracts';
import { useId, useState } from 'react';
import { MonthPicker } from '@/components/staff-area/MonthPicker';
import { format } from '@/i18n/format';
import { useTextMessageUsageCopy } from '@/i18n/sections/text-message-usage';
import { formatThousands } from '@/lib/thousands';
import { useTextMessageUsage } from './get-text-message-usage';
import styles from './TextMessageUsage.module.css';

type TCopy = ReturnType<typeof useTextMessageUsageCopy>;

/** Label and value pairs, the value right-aligned: a count or an amount per line. */
function CountList({ rows }: { rows: readonly { label: string; value: string; total?: true }[] }) {
  return (
    <dl className={styles.counts}>
      {rows.map((row) => (
        <div key={row.label} className={row.total ? `${styles.row} ${styles.total}` : styles.row}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** One line per label, in the copy's order, with its count. */
function countRows<TKey extends string>(
  labels: Record<TKey, string>,
  counts: Record<TKey, number>,
  copy: TCopy,
) {
  return (Object.keys(labels) as TKey[]).map((key) => ({
    label: labels[key],
    value: format(copy.count, { count: formatThousands(counts[key]) }),
  }));
}

function UsageBlocks({ usage, copy }: { usage: TTextMessageUsage; copy: TCopy }) {
  const won = (value: number) => format(copy.won, { amount: formatThousands(value) });
  const { textMessages: texts, emails, prices, estimatedCost: cost } = usage;
  const priced = (template: string, howMany: number, price: number) =>
    format(template, { count: formatThousands(howMany), price: won(price) });
  return (
    <div className={styles.blocks}>
      <section className={styles.block}>
        <h3 className={styles.blockHeading}>{copy.textHeading}</h3>
        <CountList rows={countRows(copy.counts, texts, copy)} />
      </section>
      <section className={styles.block}>
        <h3 className={styles.blockHeading}>{copy.emailHeading}</h3>
        <CountList rows={countRows(copy.emails, emails, copy)} />
      </section>
      <section className={styles.block}>
        <h3 className={styles.blockHeading}>{copy.costHeading}</h3>
        <CountList
          rows={[
            {
              label: priced(copy.cost.alimtalk, texts.alimtalk, prices.alimtalk),
              value: won(cost.alimtalk),
            },
            { label: priced(copy.cost.sms, texts.smsFallback, prices.sms), value: won(cost.sms) },
            { label: priced(copy.cost.lms, texts.lmsFallback, prices.lms), value: won(cost.lms) },
            { label: copy.cost.total, value: won(cost.total), total: true },
          ]}
        />
        <p className={styles.note}>{copy.costNote}</p>
      </section>
    </div>
  );
}

/**
 * The admin's month of messages (docs/product/text-messages.md, "The month's counts and
 * cost"): 알림톡 delivered, fallbacks, failures and those still waiting, the e-mails, and the
 * text messages' estimated cost. The month is chosen with the keyboard-reachable month field or
 * its steps, within what the API accepts.
 */
export function TextMessageUsagePanel() {
  const copy = useTextMessageUsageCopy();
  const headingId = useId();
  const [now] = useState(() => new Date());
  const [month, setMonth] = useState(() => seoulMonthOf(now));
  const query = useTextMessageUsage(month);
  const usage = query.data?.month === month ? query.data : undefined;
  return (
    <section
      className={styles.usage}
      aria-labelledby={headingId}
      aria-busy={!usage && !query.isError}
    >
      <h2 id={headingId} className={styles.heading}>
        {copy.heading}
      </h2>
      <p className={styles.lead}>{copy.lead}</p>
      <MonthPicker
        month={month}
        first={TEXT_MESSAGE_USAGE_MONTHS.FIRST}
        last={lastTextUsageMonth(now)}
        onChange={setMonth}
        copy={copy.month}
      />
      {query.isError && <p role="alert">{copy.loadFailed}</p>}
      {!usage && !query.isError && <p className={styles.note}>{copy.loading}</p>}
      {usage && (
        <>
          {!usage.complete && <p className={styles.note}>{copy.incomplete}</p>}
          {!usage.textChannelOn && <p className={styles.note}>{copy.channelOff}</p>}
          <UsageBlocks usage={usage} copy={copy} />
        </>
      )}
    </section>
  );
}
