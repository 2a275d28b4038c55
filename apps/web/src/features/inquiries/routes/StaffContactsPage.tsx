import { CONTACT_STAFF_FILTER_STATUSES, CONTACT_STATUS_LABELS } from '@academy/contracts';
import type { TContactDetail } from '@academy/contracts';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { useContacts } from '../api/get-contacts';
import { ContactList } from '../components/contacts/ContactList';
import { ContactModal } from '../components/contacts/ContactModal';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import { useLoadFailureLog } from '@/components/staff-area/use-load-failure-log';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';

/** docs/product/states.md: the staff filter offers only pending and replied (plus all). */
type TFilterStatus = (typeof CONTACT_STAFF_FILTER_STATUSES)[number];

/** /admin/contacts: read inquiries and reply to them (docs/product/screens-and-routes.md). */
export function StaffContactsPage() {
  const t = useT();
  const copy = t.staffRequests.contacts;
  const paging = usePagedStatusList<TFilterStatus>();
  const [open, setOpen] = useState<TContactDetail | null>(null);
  const list = useContacts({ page: paging.page, status: paging.status });
  const totalPages = list.data?.pagination.totalPages ?? 0;

  useLoadFailureLog(list.error, 'Loading inquiries failed');
  paging.keepPageWithin(totalPages);

  const contacts = list.data?.contacts ?? [];

  return (
    <PageShell title={t.pages.staffContacts.title} description={t.pages.staffContacts.description}>
      <PagedStatusList
        statuses={CONTACT_STAFF_FILTER_STATUSES}
        labels={CONTACT_STATUS_LABELS}
        paging={paging}
        total={list.data?.pagination.total}
        totalPages={totalPages}
        label={copy.listLabel}
        pending={list.isPending}
        empty={contacts.length === 0}
        emptyText={copy.empty}
      >
        <ContactList contacts={contacts} onOpen={setOpen} />
      </PagedStatusList>
      {open && <ContactModal key={open.contactId} contact={open} onClose={() => setOpen(null)} />}
    </PageShell>
  );
}
