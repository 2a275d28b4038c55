import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styles from './Tuition.module.css';

/**
 * An admin's setting on the staff tuition page (bank transfer, details for receipts): its
 * heading and lead, the saved details or "none yet", and the form that changes them, started
 * again from the saved details after each save.
 */
export function AdminSettingPanel<TDetails>({
  copy,
  query,
  saved,
  form,
}: {
  copy: { heading: string; lead: string; loadFailed: string; notSet: string };
  query: UseQueryResult<{ details: TDetails | null }>;
  saved: (details: TDetails) => ReactNode;
  form: (details: TDetails | null, labelledBy: string) => ReactNode;
}) {
  const headingId = useId();
  const details = query.data?.details ?? null;
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {copy.heading}
      </h2>
      <p className={styles.detail}>{copy.lead}</p>
      {query.isError && <p role="alert">{copy.loadFailed}</p>}
      {query.data && (
        <>
          {details ? saved(details) : <p>{copy.notSet}</p>}
          <div key={JSON.stringify(details)}>{form(details, headingId)}</div>
        </>
      )}
    </section>
  );
}
