import { Suspense } from 'react';
import type { ComponentType } from 'react';
import { LoadingState } from '@/components/loading-state/LoadingState';
import { RequireAccount, RequirePasswordChange } from '@/features/auth/components/guards';
import type { TUserType } from '@/features/auth/types';
import type { TWordGroup } from '@/i18n/dictionaries';
import { useT } from '@/i18n/use-language';
import { lazyPage } from './lazy-page';
import { withQueries } from './with-queries';
import { withWords } from './with-words';

// Member and staff code loads on demand, one chunk per area, so guests never download it: the
// area's frame (layout, header badges) comes with its pages, after the guard let the user in.
// Korean's member and staff sections come with them, and the forms' (applications and inquiries
// under review), see i18n/dictionaries.ts.
const AREA_WORDS: TWordGroup[] = ['forms', 'signedIn'];
// Every area reads queries: the query client comes with it (with-queries.ts).
export const loadMemberPages = () =>
  withQueries(withWords(AREA_WORDS, import('./lazy/member-pages')));
export const loadStaffPages = () =>
  withQueries(withWords(AREA_WORDS, import('./lazy/staff-pages')));
export const loadNewPasswordPages = () =>
  withQueries(withWords(AREA_WORDS, import('./lazy/new-password-pages')));

const MemberAreaLayout = lazyPage(loadMemberPages, 'MemberAreaLayout');
const StaffAreaLayout = lazyPage(loadStaffPages, 'StaffAreaLayout');
const NewPasswordLayout = lazyPage(loadNewPasswordPages, 'NewPasswordLayout');
const CheckinKioskPage = lazyPage(loadStaffPages, 'CheckinKioskPage');

type TAreaProps = { userType: TUserType; Layout: ComponentType };

/** An area's frame, loaded with its pages once the guard let the user in. */
function Area({ userType, Layout }: TAreaProps) {
  const t = useT();
  return (
    <RequireAccount userType={userType}>
      <Suspense fallback={<LoadingState label={t.common.pageLoading} fillScreen />}>
        <Layout />
      </Suspense>
    </RequireAccount>
  );
}

export const MemberArea = () => <Area userType="user" Layout={MemberAreaLayout} />;

export const StaffArea = () => <Area userType="teacher" Layout={StaffAreaLayout} />;

/** /checkin: the front-desk kiosk, full screen without the staff frame, for staff only. */
export const CheckinArea = () => <Area userType="teacher" Layout={CheckinKioskPage} />;

/** /new-password, for either kind of account that still has the password it was issued. */
export function NewPasswordArea() {
  const t = useT();
  return (
    <RequirePasswordChange>
      <Suspense fallback={<LoadingState label={t.common.pageLoading} fillScreen />}>
        <NewPasswordLayout />
      </Suspense>
    </RequirePasswordChange>
  );
}
