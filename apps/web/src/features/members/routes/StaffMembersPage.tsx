import { staffMessage } from '@academy/contracts';
import type { TMemberListItem } from '@academy/contracts';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useLanguage, useT } from '@/i18n/use-language';
import { useDeleteMember } from '../api/delete-member';
import { useMembers } from '../api/get-members';
import { EditMemberModal } from '../components/EditMemberModal';
import { GuardianModal } from '../components/GuardianModal';
import { CheckinCodeModal } from '../components/CheckinCodeModal';
import { MemberFilters } from '../components/MemberFilters';
import { MemberList } from '../components/MemberList';
import { useMemberFilters } from '../hooks/use-member-filters';
import { ListSectionPage } from '@/components/staff-area/ListSectionPage';
import { useConfirmedDelete } from '@/components/staff-area/use-confirmed-delete';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/** /admin/users: every member, their edit, and permanent deletion of active ones (docs/product/screens-and-routes.md, docs/product/states.md, docs/product/api.md). */
/** `children`: panels the app adds below the list (the make-ups panel). */
export function StaffMembersPage({ children }: { children?: ReactNode } = {}) {
  const t = useT();
  const staffPages = useStaffPagesCopy();
  const copy = t.staffDashboard.users;
  const { language } = useLanguage();
  const search = useMemberFilters();
  const query = useMembers(search.query);
  const deleteMember = useDeleteMember();
  const deletion = useConfirmedDelete({
    idOf: (user: TMemberListItem) => user.userId,
    question: (user) => staffMessage('memberDeleteConfirm', language, { name: user.name }),
    send: (user) => deleteMember.mutateAsync(user.userId),
    deletedText: staffMessage('memberDeleted', language),
    failedText: staffMessage('memberDeleteFailed', language),
  });
  const [editing, setEditing] = useState<TMemberListItem | null>(null);
  const [guardianOf, setGuardianOf] = useState<TMemberListItem | null>(null);
  const [codeOf, setCodeOf] = useState<TMemberListItem | null>(null);

  const users = query.data?.users ?? [];

  return (
    <ListSectionPage
      page={staffPages.staffUsers}
      headingId="staff-users-heading"
      copy={search.isFiltered ? { ...copy, empty: copy.filters.noMatch } : copy}
      count={query.data?.total}
      action={
        <MemberFilters
          filters={search.filters}
          onChange={search.change}
          onClear={search.clear}
          isFiltered={search.isFiltered}
        />
      }
      query={query}
      failureLog="The member list could not be loaded."
      empty={users.length === 0}
      list={
        <MemberList
          users={users}
          deletingIds={deletion.deletingIds}
          onEdit={setEditing}
          onDelete={(user) => void deletion.remove(user)}
          onGuardian={setGuardianOf}
          onCheckinCode={setCodeOf}
        />
      }
    >
      {children}
      {editing && (
        <EditMemberModal key={editing.userId} user={editing} onClose={() => setEditing(null)} />
      )}
      {codeOf && (
        <CheckinCodeModal key={codeOf.userId} user={codeOf} onClose={() => setCodeOf(null)} />
      )}
      {guardianOf && (
        <GuardianModal
          key={guardianOf.userId}
          user={guardianOf}
          onClose={() => setGuardianOf(null)}
        />
      )}
    </ListSectionPage>
  );
}
