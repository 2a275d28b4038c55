import { format } from '@/i18n/format';
import styles from './Staff.module.css';

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
      <button
        type="button"
        className={styles.button}
        aria-label={format(copy.editLabel, { name })}
        onClick={onEdit}
      >
        {copy.edit}
      </button>
      {deletable && (
        <button
          type="button"
          className={styles.dangerButton}
          disabled={deleting}
          aria-busy={deleting || undefined}
          aria-label={format(copy.deleteLabel, { name })}
          onClick={onDelete}
        >
          {deleting ? copy.deleting : copy.delete}
        </button>
      )}
    </div>
  );
}
