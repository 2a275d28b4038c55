import { staffMessage, TOASTS } from '@academy/contracts';
import type { TAdminUserListItem } from '@academy/contracts';
import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { PageShell } from '@/components/page-shell/PageShell';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { useDeleteUser } from '../api/delete-user';
import { useUsers } from '../api/get-users';
import staff from '@/components/staff-area/Staff.module.css';
import { EditUserModal } from '../components/users/EditUserModal';
import { UserList } from '../components/users/UserList';
import { usePerItemFlight } from '@/components/staff-area/use-per-item-flight';
import { errorMessageOf } from '@/lib/api-error';

/** /admin/users: every member, their edit, and permanent deletion of active ones (docs/product/screens-and-routes.md, docs/product/states.md, docs/product/api.md). */
export function StaffUsersPage() {
  const t = useT();
  const copy = t.staffDashboard.users;
  const { language } = useLanguage();
  const query = useUsers();
  const deleteUser = useDeleteUser();
  const deletion = usePerItemFlight();
  const [editing, setEditing] = useState<TAdminUserListItem | null>(null);

  // docs/product/errors.md: load failures on staff screens are only logged.
  useEffect(() => {
    if (query.isError) console.warn('The member list could not be loaded.', query.error);
  }, [query.isError, query.error]);

  const remove = (user: TAdminUserListItem) =>
    deletion.run(user.userId, async () => {
      if (!window.confirm(staffMessage('userDeleteConfirm', language, { name: user.name }))) return;
      try {
        const message = await deleteUser.mutateAsync(user.userId);
        toast.success(message || staffMessage('userDeleted', language), {
          duration: TOASTS.STAFF_SUCCESS_MS,
        });
      } catch (error) {
        toast.error(errorMessageOf(error, staffMessage('userDeleteFailed', language)), {
          duration: TOASTS.STAFF_ERROR_MS,
        });
      }
    });

  const users = query.data?.users ?? [];

  return (
    <PageShell title={t.pages.staffUsers.title} description={t.pages.staffUsers.description}>
      <section className={staff.stack} aria-labelledby="staff-users-heading">
        <div className={staff.toolbar}>
          <h2 id="staff-users-heading" className={staff.cardTitle}>
            {copy.heading}
          </h2>
          {query.data && (
            <p className={staff.total} role="status">
              {format(copy.total, { count: query.data.total })}
            </p>
          )}
        </div>
        <div className={staff.panel}>
          {query.isPending ? (
            <LoadingState label={t.staffDashboard.common.loading} />
          ) : query.isError && !query.data ? (
            <p className={staff.empty} role="status">
              {t.staffDashboard.common.loadFailed}
            </p>
          ) : users.length === 0 ? (
            <p className={staff.empty}>{copy.empty}</p>
          ) : (
            <UserList
              users={users}
              deletingIds={deletion.busyIds}
              onEdit={setEditing}
              onDelete={(user) => void remove(user)}
            />
          )}
        </div>
      </section>
      {editing && (
        <EditUserModal key={editing.userId} user={editing} onClose={() => setEditing(null)} />
      )}
    </PageShell>
  );
}
