import { canDeleteMember } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { useLanguage, useT } from '@/i18n/use-language';
import { FactCardList } from '@/components/staff-area/FactCardList';
import { RowActions } from '@/components/staff-area/RowActions';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useCheckinCopy } from '@/i18n/sections/checkin';
import { useFamilyCopy } from '@/i18n/sections/family';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { describeMember } from './member-display';
import { MemberName } from './MemberName';
import { guardianNamed, rowGuardianText } from './guardian-display';
import guardianStyles from './GuardianModal.module.css';

/** The table's columns, left to right. */
const COLUMNS = [
  'name',
  'gender',
  'birthYear',
  'phone',
  'lessonType',
  'lessonSlot',
  'status',
  'registeredAt',
  'actions',
] as const;

type TMemberListProps = {
  users: TMemberListItem[];
  deletingIds: readonly number[];
  onEdit: (user: TMemberListItem) => void;
  onDelete: (user: TMemberListItem) => void;
  /** Opens the member's guardian: who it is, link another, remove the link. */
  onGuardian: (user: TMemberListItem) => void;
  /** Opens the member's check-in code: read it, make a new one. */
  onCheckinCode: (user: TMemberListItem) => void;
};

/**
 * Members in the server's order (weekday, start time, name): a table above 1024 px and cards
 * at 1024 px and below; both are rendered and the stylesheet shows one.
 */
export function MemberList(props: TMemberListProps) {
  const { users, deletingIds, onEdit, onDelete, onGuardian, onCheckinCode } = props;
  const t = useT();
  const copy = t.staffDashboard.users;
  const family = useFamilyCopy();
  const { language } = useLanguage();
  const rows = users.map((user) => ({
    user,
    text: describeMember(user, language, copy, t.staffDashboard.common.none),
    deletable: canDeleteMember(user.status),
    deleting: deletingIds.includes(user.userId),
    guardian: rowGuardianText(user, family),
  }));

  // Every member can be edited, also to bring an inactive or suspended one back.
  const actions = (row: (typeof rows)[number]) => (
    <RowActions
      name={row.user.name}
      copy={copy}
      deletable={row.deletable}
      deleting={row.deleting}
      onEdit={() => onEdit(row.user)}
      onDelete={() => onDelete(row.user)}
    >
      <GuardianButton name={row.user.name} onClick={() => onGuardian(row.user)} />
      <CheckinCodeButton name={row.user.name} onClick={() => onCheckinCode(row.user)} />
    </RowActions>
  );

  return (
    <FactCardList
      copy={copy}
      columns={COLUMNS}
      items={rows}
      itemKey={(row) => row.user.userId}
      row={(row) => (
        <>
          <th scope="row">
            <MemberName user={row.user} />
          </th>
          <td>{row.text.gender}</td>
          <td>{row.text.birthYear}</td>
          <td>
            {row.text.phone}
            {row.guardian && <span className={guardianStyles.rowGuardian}>{row.guardian}</span>}
          </td>
          <td>{row.text.lessonType}</td>
          <td>{row.text.slot}</td>
          <td>
            <StatusBadge status={row.user.status} label={row.text.status} />
          </td>
          <td>{row.text.registeredAt}</td>
          <td>{actions(row)}</td>
        </>
      )}
      card={(row) => ({
        title: <MemberName user={row.user} />,
        status: row.user.status,
        statusLabel: row.text.status,
        facts: [
          [copy.columns.gender, row.text.gender],
          [copy.columns.birthYear, row.text.birthYear],
          [copy.columns.phone, row.text.phone],
          ...(row.user.guardian
            ? [[family.staff.guardian, guardianNamed(row.user.guardian, family)] as const]
            : []),
          [copy.columns.lessonType, row.text.lessonType],
          [copy.columns.lessonSlot, row.text.slot],
          [copy.columns.registeredAt, row.text.registeredAt],
        ],
        actions: actions(row),
      })}
    />
  );
}

/** A row's way to its member's guardian, named after the member. */
function GuardianButton({ name, onClick }: { name: string; onClick: () => void }) {
  const copy = useFamilyCopy().guardianLink;
  return (
    <StaffButton aria-label={format(copy.actionLabel, { name })} onClick={onClick}>
      {copy.action}
    </StaffButton>
  );
}

/** A row's way to its member's check-in code, named after the member. */
function CheckinCodeButton({ name, onClick }: { name: string; onClick: () => void }) {
  const copy = useCheckinCopy().code;
  return (
    <StaffButton aria-label={format(copy.action, { name })} onClick={onClick}>
      {copy.actionShort}
    </StaffButton>
  );
}
