import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import styles from './Tuition.module.css';

/**
 * A setting on the staff tuition page: its heading and lead, an alert when it could not be
 * read, and what the panel shows once it is read.
 */
export function SettingSection<TData>({
  copy,
  query,
  children,
}: {
  copy: { heading: string; lead: string; loadFailed: string };
  query: UseQueryResult<TData>;
  children: (data: TData, headingId: string) => ReactNode;
}) {
  const headingId = useId();
  return (
    <section className={styles.summary} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.summaryHeading}>
        {copy.heading}
      </h2>
      <p className={styles.detail}>{copy.lead}</p>
      {query.isError && <p role="alert">{copy.loadFailed}</p>}
      {query.data && children(query.data, headingId)}
    </section>
  );
}

/**
 * An admin's setting on the staff tuition page (bank transfer, details for receipts): the saved
 * details or "none yet", and the form that changes them, started again from the saved details
 * after each save.
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
  return (
    <SettingSection copy={copy} query={query}>
      {({ details }, headingId) => (
        <>
          {details ? saved(details) : <p>{copy.notSet}</p>}
          <div key={JSON.stringify(details)}>{form(details, headingId)}</div>
        </>
      )}
    </SettingSection>
  );
}
