import { format } from '@/i18n/format';
import { useT } from '@/i18n/use-language';
import table from './RequestTable.module.css';
import styles from './Staff.module.css';

/** Opens one row's detail; the accessible name says whose, as every row has one. */
export function DetailButton({ name, onClick }: { name: string; onClick: () => void }) {
  const common = useT().staffRequests.common;
  return (
    <button
      type="button"
      className={`${styles.button} ${table.nowrap}`}
      aria-label={format(common.detailFor, { name })}
      onClick={onClick}
    >
      {common.detail}
    </button>
  );
}
