import type { TDeletionRequest } from '@academy/contracts';
import { toAcademyIsoDate } from '@academy/contracts';
import { useState } from 'react';
import { ListPanel } from '@/components/staff-area/ListPanel';
import { StaffButton } from '@/components/staff-area/StaffButton';
import staffStyles from '@/components/staff-area/Staff.module.css';
import { format } from '@/i18n/format';
import { usePrivacyCopy } from '@/i18n/sections/privacy';
import { useOpenDeletionRequests } from '../api/decide-deletion-request';
import { DecideDeletionDialog } from './DecideDeletionDialog';
import styles from './DeletionRequests.module.css';

type TDecision = { request: TDeletionRequest; action: 'complete' | 'decline' } | null;

/** The members screen's open deletion requests, oldest first (docs/product/privacy.md). */
export function StaffDeletionRequestsPanel() {
  const copy = usePrivacyCopy().staff;
  const requests = useOpenDeletionRequests();
  const [decision, setDecision] = useState<TDecision>(null);
  const list = requests.data?.requests ?? [];
  return (
    <section className={staffStyles.stack} aria-labelledby="staff-deletion-requests-heading">
      <h2 id="staff-deletion-requests-heading">{copy.heading}</h2>
      <ListPanel
        label={copy.heading}
        pending={requests.isPending}
        failed={requests.isError}
        empty={list.length === 0}
        emptyText={copy.empty}
      >
        <ul className={styles.list} aria-labelledby="staff-deletion-requests-heading">
          {list.map((request) => (
            <li key={request.id} className={styles.item}>
              <span>
                {format(copy.requestedBy, {
                  name: request.name,
                  by: request.requestedBy?.name ?? '-',
                  date: toAcademyIsoDate(new Date(request.createdAt)),
                })}
              </span>
              <span className={styles.actions}>
                <StaffButton
                  tone="danger"
                  aria-label={`${copy.complete} ${request.name}`}
                  onClick={() => setDecision({ request, action: 'complete' })}
                >
                  {copy.complete}
                </StaffButton>
                <StaffButton
                  aria-label={`${copy.decline} ${request.name}`}
                  onClick={() => setDecision({ request, action: 'decline' })}
                >
                  {copy.decline}
                </StaffButton>
              </span>
            </li>
          ))}
        </ul>
      </ListPanel>
      {decision && (
        <DecideDeletionDialog
          request={decision.request}
          action={decision.action}
          onClose={() => setDecision(null)}
        />
      )}
    </section>
  );
}
