import type { TTextMessageTemplateRow } from '@academy/contracts';
import { formatDateTime } from '@/components/member-area/member-dates';
import { FactCardList } from '@/components/staff-area/FactCardList';
import staff from '@/components/staff-area/Staff.module.css';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { format } from '@/i18n/format';
import { useStaffTextMessagesCopy } from '@/i18n/sections/staff-text-messages';
import { useLanguage } from '@/i18n/use-language';
import styles from './TextMessages.module.css';
import { templateTitle } from './template-title';

/** The table's columns, left to right. */
const COLUMNS = ['template', 'code', 'approval', 'providerId', 'synced', 'actions'] as const;

type TTemplateListProps = {
  templates: readonly TTextMessageTemplateRow[];
  /** False: no provider, so no test send is offered. */
  channelOn: boolean;
  onShowText: (template: TTextMessageTemplateRow) => void;
  onTestSend: (template: TTextMessageTemplateRow) => void;
};

/**
 * The 알림톡 templates (docs/product/text-messages.md): a table above 1024 px and cards at
 * 1024 px and below, both rendered and one shown by the stylesheet, as the other staff lists.
 */
export function TemplateList({ templates, channelOn, onShowText, onTestSend }: TTemplateListProps) {
  const copy = useStaffTextMessagesCopy();
  const { language } = useLanguage();
  const rows = templates.map((template) => ({
    template,
    title: `${templateTitle(template)} (${copy.languages[template.language]})`,
    approval: copy.approvals[template.approval],
    providerId: template.providerTemplateId ?? copy.none,
    synced: template.syncedAt ? formatDateTime(template.syncedAt, language) : copy.none,
  }));
  type TRow = (typeof rows)[number];

  const state = (row: TRow) => (
    <>
      <StatusBadge status={row.template.approval} label={row.approval} />
      {!row.template.matchesCatalog && <span className={styles.differs}>{copy.differs}</span>}
    </>
  );

  const actions = ({ template }: TRow) => (
    <div className={staff.actions}>
      <button
        type="button"
        className={staff.button}
        aria-label={format(copy.showTextLabel, { code: template.code })}
        onClick={() => onShowText(template)}
      >
        {copy.showText}
      </button>
      {channelOn && (
        <button
          type="button"
          className={staff.primaryButton}
          aria-label={format(copy.testSendLabel, { code: template.code })}
          onClick={() => onTestSend(template)}
        >
          {copy.testSend}
        </button>
      )}
    </div>
  );

  return (
    <FactCardList
      copy={copy}
      columns={COLUMNS}
      items={rows}
      itemKey={(row) => row.template.code}
      row={(row) => (
        <>
          <th scope="row">{row.title}</th>
          <td className={styles.code}>{row.template.code}</td>
          <td>{state(row)}</td>
          <td className={styles.code}>{row.providerId}</td>
          <td>{row.synced}</td>
          <td>{actions(row)}</td>
        </>
      )}
      card={(row) => ({
        title: row.title,
        status: row.template.approval,
        statusLabel: row.approval,
        facts: [
          [copy.columns.code, <span className={styles.code}>{row.template.code}</span>],
          [copy.columns.providerId, <span className={styles.code}>{row.providerId}</span>],
          [copy.columns.synced, row.synced],
          ...(row.template.matchesCatalog ? [] : [[copy.columns.approval, copy.differs] as const]),
        ],
        actions: actions(row),
      })}
    />
  );
}
