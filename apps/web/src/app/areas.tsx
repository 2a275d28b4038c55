import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { RequireAccount } from '@/features/auth/components/guards';
import { useT } from '@/i18n/use-language';
import { lazyPage } from './lazy-page';

// Member and staff code loads on demand, one chunk per area, so guests never download it: the
// area's frame (layout, header badges) comes with its pages, after the guard let the user in.
export const loadMemberPages = () => import('./lazy/member-pages');
export const loadStaffPages = () => import('./lazy/staff-pages');

const MemberAreaLayout = lazyPage(loadMemberPages, 'MemberAreaLayout');
const StaffAreaLayout = lazyPage(loadStaffPages, 'StaffAreaLayout');

function AreaLoading({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <Suspense fallback={<LoadingState label={t.common.pageLoading} fillScreen />}>
      {children}
    </Suspense>
  );
}

export function MemberArea() {
  return (
    <RequireAccount userType="user">
      <AreaLoading>
        <MemberAreaLayout />
      </AreaLoading>
    </RequireAccount>
  );
}

export function StaffArea() {
  return (
    <RequireAccount userType="teacher">
      <AreaLoading>
        <StaffAreaLayout />
      </AreaLoading>
    </RequireAccount>
  );
}
