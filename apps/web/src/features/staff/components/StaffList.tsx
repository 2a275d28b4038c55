import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import { formatPhone, pickText, ROLE_LABELS } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import { FactCardList } from '@/components/staff-area/FactCardList';
import { RowActions } from '@/components/staff-area/RowActions';
import styles from './Staff.module.css';

/** The table's columns, left to right. */
const COLUMNS = ['name', 'loginId', 'role', 'email', 'phone', 'actions'] as const;

type TStaffListProps = {
  teachers: TStaffAccount[];
  /** The signed-in admin, who cannot delete their own account. */
  selfId: number;
  deletingIds: readonly number[];
  onEdit: (account: TStaffAccount) => void;
  onDelete: (account: TStaffAccount) => void;
};

/**
 * Staff accounts in the server's order (admins first, then by name): a table above 1024 px and
 * cards at 1024 px and below; both are rendered and the stylesheet shows one.
 */
export function StaffList({ teachers, selfId, deletingIds, onEdit, onDelete }: TStaffListProps) {
  const t = useT();
  const copy = useStaffAccountsCopy();
  const none = t.staffDashboard.common.none;
  const { language } = useLanguage();
  const rows = teachers.map((account) => ({
    account,
    isSelf: account.id === selfId,
    role: pickText(ROLE_LABELS[account.role], language),
    phone: account.phoneNumber ? formatPhone(account.phoneNumber) : none,
    deleting: deletingIds.includes(account.id),
  }));
  type TRow = (typeof rows)[number];

  const name = (row: TRow) => (
    <>
      {row.account.name}
      {row.isSelf && <span className={styles.you}>{copy.you}</span>}
    </>
  );

  const actions = (row: TRow) => (
    <RowActions
      name={row.account.name}
      copy={copy}
      deletable={!row.isSelf}
      deleting={row.deleting}
      onEdit={() => onEdit(row.account)}
      onDelete={() => onDelete(row.account)}
    />
  );

  return (
    <FactCardList
      copy={copy}
      columns={COLUMNS}
      items={rows}
      itemKey={(row) => row.account.id}
      row={(row) => (
        <>
          <th scope="row">{name(row)}</th>
          <td>{row.account.loginId}</td>
          <td>{row.role}</td>
          <td>{row.account.email}</td>
          <td>{row.phone}</td>
          <td>{actions(row)}</td>
        </>
      )}
      card={(row) => ({
        title: name(row),
        status: row.account.role,
        statusLabel: row.role,
        facts: [
          [copy.columns.loginId, row.account.loginId],
          [copy.columns.email, row.account.email],
          [copy.columns.phone, row.phone],
        ],
        actions: actions(row),
      })}
    />
  );
}
