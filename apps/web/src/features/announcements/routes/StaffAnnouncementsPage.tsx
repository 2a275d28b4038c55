import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { Pagination } from '@/components/pagination/Pagination';
import { ListPanel } from '@/components/staff-area/ListPanel';
import staff from '@/components/staff-area/Staff.module.css';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { format } from '@/i18n/format';
import { useAnnouncementsCopy } from '@/i18n/sections/announcements';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';
import { useAnnouncements } from '../api/get-announcements';
import { AnnouncementHistory } from '../components/AnnouncementHistory';
import { AnnouncementModal } from '../components/AnnouncementModal';

/**
 * /admin/announcements: the announcements sent, newest first, with their group, how many they
 * reached, who sent them and when, each opened in place to its full text; and a new one
 * (docs/decisions/0051).
 */
export function StaffAnnouncementsPage() {
  const page = useStaffPagesCopy().staffAnnouncements;
  const copy = useAnnouncementsCopy().history;
  const [pageNumber, setPageNumber] = useState(1);
  const [announcing, setAnnouncing] = useState(false);
  const history = useAnnouncements(pageNumber);
  const list = history.data;
  return (
    <PageShell title={page.title} description={page.description}>
      <div className={staff.stack}>
        <div className={staff.toolbar}>
          <StaffButton tone="primary" aria-haspopup="dialog" onClick={() => setAnnouncing(true)}>
            {copy.newAnnouncement}
          </StaffButton>
          {list && (
            <p className={staff.total} aria-live="polite">
              {format(copy.total, { count: list.pagination.total })}
            </p>
          )}
        </div>
        <ListPanel
          label={copy.listLabel}
          pending={history.isPending}
          loadingLabel={copy.loading}
          failed={history.isError && !list}
          empty={list?.announcements.length === 0}
          emptyText={copy.empty}
          busy={history.isFetching}
        >
          {list && (
            <AnnouncementHistory announcements={list.announcements} label={copy.listLabel} />
          )}
        </ListPanel>
        {list && (
          <Pagination
            page={pageNumber}
            totalPages={list.pagination.totalPages}
            onPageChange={setPageNumber}
          />
        )}
      </div>
      <AnnouncementModal open={announcing} onClose={() => setAnnouncing(false)} />
    </PageShell>
  );
}
