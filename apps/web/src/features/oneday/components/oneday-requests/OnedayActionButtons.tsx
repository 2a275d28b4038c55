import type { TOnedayRequestItem } from '@academy/contracts';
import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import styles from '@/components/staff-area/Staff.module.css';
import table from '@/components/staff-area/RequestTable.module.css';
import { onedayActions } from './oneday-actions';
import type { TOnedayAction } from './oneday-actions';

const CLASS_BY_KIND: Record<TOnedayAction['kind'], string | undefined> = {
  direct: styles.button,
  schedule: styles.primaryButton,
  cancel: styles.dangerButton,
};

type TOnedayActionButtonsProps = {
  request: TOnedayRequestItem;
  onAction: (request: TOnedayRequestItem, action: TOnedayAction) => void;
  disabled: boolean;
  /** In a list the buttons also name the applicant; in the detail modal the title does. */
  named: boolean;
};

/** The next steps open from the application's status (contracts' transitions). */
export function OnedayActionButtons({
  request,
  onAction,
  disabled,
  named,
}: TOnedayActionButtonsProps) {
  const copy = useT().staffRequests.oneday;
  return onedayActions(request.status).map((action) => {
    const label = copy.action[action.status];
    return (
      <button
        key={action.status}
        type="button"
        className={`${CLASS_BY_KIND[action.kind]} ${table.nowrap}`}
        disabled={disabled}
        aria-label={
          named ? format(copy.actionFor, { name: request.name, action: label }) : undefined
        }
        onClick={() => onAction(request, action)}
      >
        {label}
      </button>
    );
  });
}
