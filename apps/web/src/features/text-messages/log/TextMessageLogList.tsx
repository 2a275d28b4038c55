import { ALIMTALK_TEMPLATES, type TTextMessageLogRow } from '@academy/contracts';
import { formatDateTime } from '@/components/member-area/member-dates';
import { FactCardList } from '@/components/staff-area/FactCardList';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { format } from '@/i18n/format';
import { useTextMessageLogCopy } from '@/i18n/sections/text-message-log';
import { useLanguage } from '@/i18n/use-language';
import styles from '../components/TextMessages.module.css';
import { templateTitle } from '../components/template-title';
import { toLanguageTag } from '@/i18n/language';

/** The table's columns, left to right. */
const COLUMNS = ['when', 'kind', 'recipient', 'channel', 'status', 'provider'] as const;

/** A kind's title in the screen's language: the first line of its template in that language. */
export function kindTitle(kind: TTextMessageLogRow['kind'], language: 'KOR' | 'ENG'): string {
  return templateTitle(ALIMTALK_TEMPLATES[kind][toLanguageTag(language)]);
}

/**
 * The page of the message log (docs/product/text-messages.md, "The message log"): a table above
 * 1024 px and cards at 1024 px and below, as the templates above it. The recipient is masked by
 * the API; this only writes it.
 */
export function TextMessageLogList({ messages }: { messages: readonly TTextMessageLogRow[] }) {
  const copy = useTextMessageLogCopy();
  const { language } = useLanguage();
  const rows = messages.map((message) => ({
    message,
    when: formatDateTime(message.queuedAt, language),
    kind: kindTitle(message.kind, language),
    recipient: format(copy.recipient, {
      name: message.recipient.name ?? copy.guest,
      last4: message.recipient.phoneLast4,
    }),
    channel: copy.channels[message.channel ?? 'none'],
    status: copy.statuses[message.status],
    provider: message.providerStatus
      ? format(copy.providerStatus, {
          code: message.providerStatus.code ?? '',
          text: message.providerStatus.text ?? '',
        }).trim()
      : copy.channels.none,
  }));
  type TRow = (typeof rows)[number];
  const badge = (row: TRow) => <StatusBadge status={row.message.status} label={row.status} />;

  return (
    <FactCardList
      copy={{ heading: copy.heading, columns: copy.columns }}
      columns={COLUMNS}
      items={rows}
      itemKey={(row) => row.message.id}
      row={(row) => (
        <>
          <td>{row.when}</td>
          <th scope="row">{row.kind}</th>
          <td>{row.recipient}</td>
          <td>{row.channel}</td>
          <td>{badge(row)}</td>
          <td className={styles.code}>{row.provider}</td>
        </>
      )}
      card={(row) => ({
        title: row.kind,
        status: row.message.status,
        statusLabel: row.status,
        facts: [
          [copy.columns.when, row.when],
          [copy.columns.recipient, row.recipient],
          [copy.columns.channel, row.channel],
          ...(row.message.providerStatus
            ? [
                [
                  copy.columns.provider,
                  <span className={styles.code}>{row.provider}</span>,
                ] as const,
              ]
            : []),
        ],
        actions: null,
      })}
    />
  );
}
