import type { TMemberListItem } from '@academy/contracts';
import { Link } from 'react-router-dom';
import { memberPath } from '@/config/paths';
import { useT } from '@/i18n/use-language';
import staff from '@/components/staff-area/Staff.module.css';

/** The member's name, a link to their page, followed by the FOR badge for foreign members. */
export function MemberName({ user }: { user: TMemberListItem }) {
  const copy = useT().staffDashboard.users;
  return (
    <>
      <Link to={memberPath(user.userId)}>{user.name}</Link>
      {user.isForeigner && (
        <abbr className={staff.foreignBadge} title={copy.foreignTitle}>
          {copy.foreignBadge}
        </abbr>
      )}
    </>
  );
}
