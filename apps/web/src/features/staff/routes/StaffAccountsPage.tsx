import { useStaffAccountsCopy } from '@/i18n/sections/staff-accounts';
import { fillPlaceholders, pickText, STAFF_ACCOUNT_MESSAGES } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useState } from 'react';
import { useLanguage } from '@/i18n/use-language';
import { useDeleteStaff } from '../api/delete-staff';
import { useStaffAccounts } from '../api/get-staff';
import staff from '@/components/staff-area/Staff.module.css';
import { CreateStaffModal } from '../components/CreateStaffModal';
import { EditStaffModal } from '../components/EditStaffModal';
import { StaffList } from '../components/StaffList';
import { ListSectionPage } from '@/components/staff-area/ListSectionPage';
import { useConfirmedDelete } from '@/components/staff-area/use-confirmed-delete';
import { useStaffPagesCopy } from '@/i18n/sections/staff-pages';

/**
 * /admin/teachers (admins only): the staff accounts, their creation, edit and deletion.
 * `selfId` is the signed-in admin, whose own account cannot be deleted here.
 */
export function StaffAccountsPage({ selfId }: { selfId: number }) {
  const staffPages = useStaffPagesCopy();
  const copy = useStaffAccountsCopy();
  const { language } = useLanguage();
  const query = useStaffAccounts();
  const deleteStaff = useDeleteStaff();
  const deletion = useConfirmedDelete({
    idOf: (account: TStaffAccount) => account.id,
    question: (account) =>
      fillPlaceholders(pickText(STAFF_ACCOUNT_MESSAGES.deleteConfirm, language), {
        name: account.name,
        loginId: account.loginId,
      }),
    send: (account) => deleteStaff.mutateAsync(account.id),
    deletedText: pickText(STAFF_ACCOUNT_MESSAGES.deleted, language),
    failedText: pickText(STAFF_ACCOUNT_MESSAGES.deleteFailed, language),
  });
  const [editing, setEditing] = useState<TStaffAccount | null>(null);
  const [creating, setCreating] = useState(false);

  const teachers = query.data ?? [];

  return (
    <ListSectionPage
      page={staffPages.staffAccounts}
      headingId="staff-teachers-heading"
      copy={copy}
      count={query.data?.length}
      action={
        <button type="button" className={staff.primaryButton} onClick={() => setCreating(true)}>
          {copy.create}
        </button>
      }
      query={query}
      failureLog="The staff list could not be loaded."
      empty={teachers.length === 0}
      list={
        <StaffList
          teachers={teachers}
          selfId={selfId}
          deletingIds={deletion.deletingIds}
          onEdit={setEditing}
          onDelete={(account) => void deletion.remove(account)}
        />
      }
    >
      {creating && <CreateStaffModal onClose={() => setCreating(false)} />}
      {editing && (
        <EditStaffModal
          key={editing.id}
          account={editing}
          isSelf={editing.id === selfId}
          onClose={() => setEditing(null)}
        />
      )}
    </ListSectionPage>
  );
}
