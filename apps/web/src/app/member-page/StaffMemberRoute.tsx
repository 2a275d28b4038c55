import type { TTuitionDue } from '@academy/contracts';
import { toAcademyIsoDate } from '@academy/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { PageShell } from '@/components/page-shell/PageShell';
import { paths } from '@/config/paths';
import { ConsultationNotes } from '@/features/consultation-notes/components/ConsultationNotes';
import {
  staffMemberQueryKey,
  useMemberOverview,
  useStaffMember,
} from '@/features/members/api/get-member';
import { MarkPaidModal } from '@/features/tuition/components/MarkPaidModal';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { MakeupsSection } from './MakeupsSection';
import { MemberActions } from './MemberActions';
import { MemberPageSection } from './MemberPageSection';
import styles from './MemberPage.module.css';
import { LessonSection, ProfileSection } from './ProfileSections';
import {
  AttendanceSection,
  CalendarFeedSection,
  DuesSection,
  RequestsSection,
} from './RecordSections';

/** The id in /admin/users/:id when it can name a member; anything else reads as none. */
function memberIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2_147_483_647 ? id : null;
}

/**
 * /admin/users/:id: one member on one page (docs/product/back-office.md#the-member-page): details,
 * lessons, attendance, dues, make-ups, requests, calendar feed and consultation notes, and what
 * staff do for the member. It composes several domains, so it lives in the app layer.
 */
export function StaffMemberRoute() {
  const memberId = memberIdOf(useParams().id);
  const copy = useMemberPageCopy();
  if (memberId === null) {
    return <PageShell title={copy.loadFailed} description={copy.description} />;
  }
  return <StaffMemberPage key={memberId} memberId={memberId} copy={copy} />;
}

function StaffMemberPage({
  memberId,
  copy,
}: {
  memberId: number;
  copy: ReturnType<typeof useMemberPageCopy>;
}) {
  const [attendancePage, setAttendancePage] = useState(1);
  const [paying, setPaying] = useState<TTuitionDue | null>(null);
  const member = useStaffMember(memberId);
  const overview = useMemberOverview(memberId, attendancePage);
  const queries = useQueryClient();
  const refresh = () => void queries.invalidateQueries({ queryKey: staffMemberQueryKey(memberId) });
  if (member.isError || overview.isError) {
    return <PageShell title={copy.loadFailed} description={copy.description} />;
  }
  if (!member.data || !overview.data) return <LoadingState label={copy.loading} />;
  const { name } = member.data;
  return (
    <PageShell title={format(copy.title, { name })} description={copy.description}>
      <p>
        <Link to={paths.staff.users}>{copy.back}</Link>
      </p>
      <div className={styles.sections}>
        <ProfileSection member={member.data} />
        <LessonSection member={member.data} teacherName={overview.data.teacherName} />
        <MemberActions member={{ id: memberId, name }} onDone={refresh} />
        <MakeupsSection memberId={memberId} />
        <AttendanceSection attendance={overview.data.attendance} onPage={setAttendancePage} />
        <DuesSection dues={overview.data.dues} onRecordPayment={setPaying} />
        <RequestsSection overview={overview.data} />
        <CalendarFeedSection feed={overview.data.calendarFeed} />
        <MemberPageSection id="member-notes" title={copy.sections.notes} wide>
          <ConsultationNotes memberId={memberId} />
        </MemberPageSection>
      </div>
      {paying && (
        <MarkPaidModal
          due={paying}
          today={toAcademyIsoDate(new Date())}
          onClose={() => {
            setPaying(null);
            refresh();
          }}
        />
      )}
    </PageShell>
  );
}
