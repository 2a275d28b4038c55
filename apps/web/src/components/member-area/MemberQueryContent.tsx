import { MemberStatus } from './MemberStatus';
import type { ReactNode } from 'react';
import { useT } from '@/i18n/use-language';
import styles from './Member.module.css';

type TMemberQueryContentProps = {
  query: { isPending: boolean; isError: boolean };
  /** The text for an answer with nothing to list, or null when there is something. */
  empty: string | null;
  children: ReactNode;
};

/** What a member card shows of its query: loading, the failure, the empty text or the content. */
export function MemberQueryContent({ query, empty, children }: TMemberQueryContentProps) {
  const common = useT().member.common;
  if (query.isPending) {
    return <MemberStatus>{common.loading}</MemberStatus>;
  }
  if (query.isError) {
    return (
      <p className={styles.muted} role="alert">
        {common.loadFailed}
      </p>
    );
  }
  if (empty !== null) return <p className={styles.muted}>{empty}</p>;
  return children;
}
