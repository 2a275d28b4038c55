import { fillPlaceholders, pickText, TEACHER_MESSAGES } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useState } from 'react';
import { PageShell } from '@/components/page-shell/PageShell';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import staff from '@/components/staff-area/Staff.module.css';
import { CreateTeacherModal } from '../components/CreateTeacherModal';
import { EditTeacherModal } from '../components/EditTeacherModal';
import { TeacherList } from '../components/TeacherList';
import { ListSection } from '@/components/staff-area/ListSection';
import { useConfirmedDelete } from '@/components/staff-area/use-confirmed-delete';

/**
 * /admin/teachers (admins only): the staff accounts, their creation, edit and deletion.
 * `selfId` is the signed-in admin, whose own account cannot be deleted here.
 */
export function StaffTeachersPage({ selfId }: { selfId: number }) {
  const t = useT();
  const copy = t.staffTeachers;
  const { language } = useLanguage();
  const query = useTeachers();
  const deleteTeacher = useDeleteTeacher();
  const deletion = useConfirmedDelete({
    idOf: (account: TStaffAccount) => account.id,
    question: (account) =>
      fillPlaceholders(pickText(TEACHER_MESSAGES.deleteConfirm, language), {
        name: account.name,
        loginId: account.loginId,
      }),
    send: (account) => deleteTeacher.mutateAsync(account.id),
    deletedText: pickText(TEACHER_MESSAGES.deleted, language),
    failedText: pickText(TEACHER_MESSAGES.deleteFailed, language),
  });
  const [editing, setEditing] = useState<TStaffAccount | null>(null);
  const [creating, setCreating] = useState(false);

  const teachers = query.data ?? [];

  return (
    <PageShell title={t.pages.staffTeachers.title} description={t.pages.staffTeachers.description}>
      <ListSection
        headingId="staff-teachers-heading"
        heading={copy.heading}
        total={query.data ? format(copy.total, { count: teachers.length }) : null}
        action={
          <button type="button" className={staff.primaryButton} onClick={() => setCreating(true)}>
            {copy.create}
          </button>
        }
        query={query}
        failureLog="The staff list could not be loaded."
        empty={teachers.length === 0}
        emptyText={copy.empty}
      >
        <TeacherList
          teachers={teachers}
          selfId={selfId}
          deletingIds={deletion.deletingIds}
          onEdit={setEditing}
          onDelete={(account) => void deletion.remove(account)}
        />
      </ListSection>
      {creating && <CreateTeacherModal onClose={() => setCreating(false)} />}
      {editing && (
        <EditTeacherModal
          key={editing.id}
          account={editing}
          isSelf={editing.id === selfId}
          onClose={() => setEditing(null)}
        />
      )}
    </PageShell>
  );
}
