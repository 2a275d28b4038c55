import { fillPlaceholders, pickText, TEACHER_MESSAGES, TOASTS } from '@academy/contracts';
import type { TStaffAccount } from '@academy/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { PageShell } from '@/components/page-shell/PageShell';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useDeleteTeacher } from '../api/delete-teacher';
import { useTeachers } from '../api/get-teachers';
import staff from '@/components/staff-area/Staff.module.css';
import { CreateTeacherModal } from '../components/CreateTeacherModal';
import { EditTeacherModal } from '../components/EditTeacherModal';
import { TeacherList } from '../components/TeacherList';
import { usePerItemFlight } from '@/components/staff-area/use-per-item-flight';

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
  const deletion = usePerItemFlight();
  const [editing, setEditing] = useState<TStaffAccount | null>(null);
  const [creating, setCreating] = useState(false);

  // Load failures on staff screens are only logged.
  useEffect(() => {
    if (query.isError) console.warn('The staff list could not be loaded.', query.error);
  }, [query.isError, query.error]);

  const remove = (account: TStaffAccount) =>
    deletion.run(account.id, async () => {
      const question = fillPlaceholders(pickText(TEACHER_MESSAGES.deleteConfirm, language), {
        name: account.name,
        loginId: account.loginId,
      });
      if (!window.confirm(question)) return;
      try {
        const message = await deleteTeacher.mutateAsync(account.id);
        toast.success(message || pickText(TEACHER_MESSAGES.deleted, language), {
          duration: TOASTS.STAFF_SUCCESS_MS,
        });
      } catch (error) {
        toast.error(errorMessageOf(error, pickText(TEACHER_MESSAGES.deleteFailed, language)), {
          duration: TOASTS.STAFF_ERROR_MS,
        });
      }
    });

  const teachers = query.data ?? [];

  return (
    <PageShell title={t.pages.staffTeachers.title} description={t.pages.staffTeachers.description}>
      <section className={staff.stack} aria-labelledby="staff-teachers-heading">
        <div className={staff.toolbar}>
          <h2 id="staff-teachers-heading" className={staff.cardTitle}>
            {copy.heading}
          </h2>
          {query.data && (
            <p className={staff.total} role="status">
              {format(copy.total, { count: teachers.length })}
            </p>
          )}
          <button type="button" className={staff.primaryButton} onClick={() => setCreating(true)}>
            {copy.create}
          </button>
        </div>
        <div className={staff.panel}>
          {query.isPending ? (
            <LoadingState label={t.staffDashboard.common.loading} />
          ) : query.isError && !query.data ? (
            <p className={staff.empty} role="status">
              {t.staffDashboard.common.loadFailed}
            </p>
          ) : teachers.length === 0 ? (
            <p className={staff.empty}>{copy.empty}</p>
          ) : (
            <TeacherList
              teachers={teachers}
              selfId={selfId}
              deletingIds={deletion.busyIds}
              onEdit={setEditing}
              onDelete={(account) => void remove(account)}
            />
          )}
        </div>
      </section>
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
