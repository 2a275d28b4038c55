import type { ReactNode } from 'react';
import { format } from '@/i18n/format';
import styles from './Staff.module.css';
import { StaffButton } from './StaffButton';

export type TRowActionsCopy = {
  edit: string;
  editLabel: string;
  delete: string;
  deleteLabel: string;
  deleting: string;
};

type TRowActionsProps = {
  /** Names the row in the buttons' labels. */
  name: string;
  copy: TRowActionsCopy;
  deletable: boolean;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** More buttons of the row, between edit and delete (e.g. a member's guardian). */
  children?: ReactNode;
};

/** A staff list row's edit and (where allowed) delete buttons. */
export function RowActions({
  name,
  copy,
  deletable,
  deleting,
  onEdit,
  onDelete,
  children,
}: TRowActionsProps) {
  return (
    <div className={styles.actions}>
      <StaffButton aria-label={format(copy.editLabel, { name })} onClick={onEdit}>
        {copy.edit}
      </StaffButton>
      {children}
      {deletable && (
        <StaffButton
          tone="danger"
          disabled={deleting}
          busy={deleting}
          aria-label={format(copy.deleteLabel, { name })}
          onClick={onDelete}
        >
          {deleting ? copy.deleting : copy.delete}
        </StaffButton>
      )}
    </div>
  );
}
