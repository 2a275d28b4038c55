import {
  MODIFICATION_STATUS_LABELS,
  MODIFICATION_STATUSES,
  staffMessage,
} from '@academy/contracts';
import type { TModificationItem, TModificationStatus } from '@academy/contracts';
import { useState } from 'react';
import { staffToast } from '@/components/staff-area/staff-toast';
import { PageShell } from '@/components/page-shell/PageShell';
import { useLanguage, useT } from '@/i18n/use-language';
import { useModifications } from '../api/get-modifications';
import { useProcessModification } from '../api/process-modification';
import type { TModificationDecision } from '../api/process-modification';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import { ModificationList } from '../components/modifications/ModificationList';
import { ModificationModal } from '../components/modifications/ModificationModal';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';
import { errorMessageOf } from '@/lib/api-error';

/** /admin/lesson-modifications: members' schedule change requests, processed one by one. */
export function StaffLessonModificationsPage() {
  const t = useT();
  const copy = t.staffRequests.modifications;
  const { language } = useLanguage();
  const paging = usePagedStatusList<TModificationStatus>();
  const [open, setOpen] = useState<TModificationItem | null>(null);
  const list = useModifications({ page: paging.page, status: paging.status });
  const process = useProcessModification();
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading schedule change requests failed',
  });

  const decide = (item: TModificationItem, decision: TModificationDecision, reason: string) => {
    if (process.isPending) return;
    process.mutate(
      { id: item.id, decision, teacherResponse: reason },
      {
        onSuccess: () => {
          const key = decision === 'approve' ? 'modificationApproved' : 'modificationRejected';
          staffToast.success(staffMessage(key, language));
          setOpen(null);
        },
        onError: (error) => {
          staffToast.error(
            errorMessageOf(error, staffMessage('modificationProcessFailed', language)),
          );
        },
      },
    );
  };

  const modifications = list.data?.modifications ?? [];

  return (
    <PageShell
      title={t.pages.staffLessonModifications.title}
      description={t.pages.staffLessonModifications.description}
    >
      <PagedStatusList
        statuses={MODIFICATION_STATUSES}
        labels={MODIFICATION_STATUS_LABELS}
        {...answer}
        label={copy.listLabel}
        empty={modifications.length === 0}
        emptyText={copy.empty}
      >
        <ModificationList modifications={modifications} onOpen={setOpen} />
      </PagedStatusList>
      {open && (
        <ModificationModal
          key={open.id}
          modification={open}
          onClose={() => setOpen(null)}
          onDecide={(decision, reason) => decide(open, decision, reason)}
          pending={process.isPending}
        />
      )}
    </PageShell>
  );
}
