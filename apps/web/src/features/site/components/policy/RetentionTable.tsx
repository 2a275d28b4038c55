import type { privacyPolicyKo } from '../../content/privacy-policy.ko';
import { fill } from '../../lib/site-values';
import styles from './RetentionTable.module.css';

type TRetentionTable = (typeof privacyPolicyKo)['retentionTable'];

const ROWS = ['contracts', 'payments', 'complaints', 'withdrawal'] as const;

/** docs/product/constants.md retention periods; the years come from RETENTION in the contracts package. */
export function RetentionTable({ table }: { table: TRetentionTable }) {
  return (
    <table className={styles.table}>
      <caption className={styles.caption}>{table.caption}</caption>
      <thead>
        <tr>
          <th scope="col">{table.recordHeader}</th>
          <th scope="col">{table.basisHeader}</th>
          <th scope="col">{table.periodHeader}</th>
        </tr>
      </thead>
      <tbody>
        {ROWS.map((id) => (
          <tr key={id}>
            <th scope="row">{table.rows[id].record}</th>
            <td data-label={table.basisHeader}>{table.rows[id].basis}</td>
            <td data-label={table.periodHeader} className={styles.period}>
              {fill(table.rows[id].period)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
