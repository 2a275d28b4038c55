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
};

/** A staff list row's edit and (where allowed) delete buttons. */
export function RowActions({
  name,
  copy,
  deletable,
  deleting,
  onEdit,
  onDelete,
}: TRowActionsProps) {
  return (
    <div className={styles.actions}>
      <StaffButton aria-label={format(copy.editLabel, { name })} onClick={onEdit}>
        {copy.edit}
      </StaffButton>
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
