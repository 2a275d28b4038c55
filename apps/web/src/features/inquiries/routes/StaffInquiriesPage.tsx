import { INQUIRY_STAFF_FILTER_STATUSES, INQUIRY_STATUS_LABELS } from '@academy/contracts';
import type { TStaffInquiry } from '@academy/contracts';
import { useState } from 'react';
import { useT } from '@/i18n/use-language';
import { useInquiries } from '../api/get-inquiries';
import { InquiryList } from '../components/inquiries/InquiryList';
import { InquiryModal } from '../components/inquiries/InquiryModal';
import { StaffListPage } from '@/components/staff-area/StaffListPage';
import { useStaffList } from '@/components/staff-area/use-staff-list';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** /admin/contacts: read inquiries and reply to them (docs/product/screens-and-routes.md). */
export function StaffInquiriesPage() {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffRequests.contacts;
  const [open, setOpen] = useState<TStaffInquiry | null>(null);
  const { items, answer } = useStaffList(useInquiries, {
    rows: (data) => data.contacts,
    pages: (data) => data.pagination,
    failureLog: 'Loading inquiries failed',
  });

  return (
    <StaffListPage
      page={staffPages.staffInquiries}
      // docs/product/states.md: the staff filter offers only pending and replied (plus all).
      statuses={INQUIRY_STAFF_FILTER_STATUSES}
      labels={INQUIRY_STATUS_LABELS}
      copy={copy}
      {...answer}
      list={<InquiryList contacts={items} onOpen={setOpen} />}
    >
      {open && <InquiryModal key={open.contactId} contact={open} onClose={() => setOpen(null)} />}
    </StaffListPage>
  );
}
