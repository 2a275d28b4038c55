import type { TMemberListItem } from '@academy/contracts';
import { useT } from '@/i18n/use-language';
import staff from '@/components/staff-area/Staff.module.css';

/** The member's name, followed by the FOR badge for foreign members. */
export function MemberName({ user }: { user: TMemberListItem }) {
  const copy = useT().staffDashboard.users;
  return (
    <>
      {user.name}
      {user.isForeigner && (
        <abbr className={staff.foreignBadge} title={copy.foreignTitle}>
          {copy.foreignBadge}
        </abbr>
      )}
    </>
  );
}
