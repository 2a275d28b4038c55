import { CONTACT_STAFF_FILTER_STATUSES, CONTACT_STATUS_LABELS } from '@academy/contracts';
import type { TContactDetail } from '@academy/contracts';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { useContacts } from '../api/get-contacts';
import { ContactList } from '../components/contacts/ContactList';
import { ContactModal } from '../components/contacts/ContactModal';
import { PagedStatusList } from '@/components/staff-area/PagedStatusList';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
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
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading inquiries failed',
  });

  const contacts = list.data?.contacts ?? [];

  return (
    <PageShell title={t.pages.staffContacts.title} description={t.pages.staffContacts.description}>
      <PagedStatusList
        statuses={CONTACT_STAFF_FILTER_STATUSES}
        labels={CONTACT_STATUS_LABELS}
        {...answer}
        label={copy.listLabel}
        empty={contacts.length === 0}
        emptyText={copy.empty}
      >
        <ContactList contacts={contacts} onOpen={setOpen} />
      </PagedStatusList>
      {open && <ContactModal key={open.contactId} contact={open} onClose={() => setOpen(null)} />}
    </PageShell>
  );
}
