import { INQUIRY_STAFF_FILTER_STATUSES, INQUIRY_STATUS_LABELS } from '@academy/contracts';
import type { TInquiryDetail } from '@academy/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import { useInquiries } from '../api/get-inquiries';
import { InquiryList } from '../components/inquiries/InquiryList';
import { InquiryModal } from '../components/inquiries/InquiryModal';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { usePagedAnswer } from '@/components/staff-area/use-paged-answer';
import { usePagedStatusList } from '@/components/staff-area/use-paged-status-list';

/** docs/product/states.md: the staff filter offers only pending and replied (plus all). */
type TFilterStatus = (typeof INQUIRY_STAFF_FILTER_STATUSES)[number];

/** /admin/contacts: read inquiries and reply to them (docs/product/screens-and-routes.md). */
export function StaffInquiriesPage() {
  const t = useT();
  const copy = t.staffRequests.contacts;
  const paging = usePagedStatusList<TFilterStatus>();
  const [open, setOpen] = useState<TInquiryDetail | null>(null);
  const list = useInquiries({ page: paging.page, status: paging.status });
  const answer = usePagedAnswer(paging, list, {
    pages: list.data?.pagination,
    failureLog: 'Loading inquiries failed',
  });

  const contacts = list.data?.contacts ?? [];

  return (
    <StaffListPage
      page={t.pages.staffInquiries}
      statuses={INQUIRY_STAFF_FILTER_STATUSES}
      labels={INQUIRY_STATUS_LABELS}
      {...answer}
      label={copy.listLabel}
      empty={contacts.length === 0}
      emptyText={copy.empty}
      list={<InquiryList contacts={contacts} onOpen={setOpen} />}
    >
      {open && <InquiryModal key={open.contactId} contact={open} onClose={() => setOpen(null)} />}
    </StaffListPage>
  );
}
