import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated } from '@/features/auth/components/guards';
import { ForgotPasswordPage } from '@/features/auth/routes/ForgotPasswordPage';
import { LoginPage } from '@/features/auth/routes/LoginPage';
import { ContactCheckPage } from '@/features/contact/routes/ContactCheckPage';
import { ContactPage } from '@/features/contact/routes/ContactPage';
import { NotFoundPage } from '@/features/not-found/routes/NotFoundPage';
import { AcademyTourPage } from '@/features/public/routes/AcademyTourPage';
import { HomePage } from '@/features/public/routes/HomePage';
import { InstructorsPage } from '@/features/public/routes/InstructorsPage';
import { LessonRequestPage } from '@/features/applications/routes/LessonRequestPage';
import { OneDayClassPage } from '@/features/applications/routes/OneDayClassPage';
import { PrivacyPolicyPage } from '@/features/public/routes/PrivacyPolicyPage';
import { TermsOfServicePage } from '@/features/public/routes/TermsOfServicePage';
import { GuestLayout } from '@/layouts/GuestLayout';
import { MemberArea, StaffArea } from './areas';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

// Member and staff pages load on demand, one chunk per area, so guests never download them.
const memberPages = () => import('./lazy/member-pages');
const staffPages = () => import('./lazy/staff-pages');

const MemberDashboardPage = lazyPage(memberPages, 'MemberDashboardPage');
const MemberLessonSchedulePage = lazyPage(memberPages, 'MemberLessonSchedulePage');
const MemberPracticeBookingPage = lazyPage(memberPages, 'MemberPracticeBookingPage');
const ChangePasswordPage = lazyPage(memberPages, 'ChangePasswordPage');
const StaffDashboardPage = lazyPage(staffPages, 'StaffDashboardPage');
const StaffUsersPage = lazyPage(staffPages, 'StaffUsersPage');
const StaffLessonRequestsPage = lazyPage(staffPages, 'StaffLessonRequestsPage');
const StaffOnedayRequestsPage = lazyPage(staffPages, 'StaffOnedayRequestsPage');
const StaffLessonModificationsPage = lazyPage(staffPages, 'StaffLessonModificationsPage');
const StaffContactsPage = lazyPage(staffPages, 'StaffContactsPage');
const StaffPracticeBookingPage = lazyPage(staffPages, 'StaffPracticeBookingPage');
const StaffLessonSchedulePage = lazyPage(staffPages, 'StaffLessonSchedulePage');

/** SPEC §2. Child paths are absolute (from `paths`) so each path is written only once. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.academyTour, element: <AcademyTourPage /> },
          { path: paths.instructors, element: <InstructorsPage /> },
          { path: paths.lessonRequest, element: <LessonRequestPage /> },
          { path: paths.oneDayClass, element: <OneDayClassPage /> },
          { path: paths.contact, element: <ContactPage /> },
          { path: paths.contactCheck, element: <ContactCheckPage /> },
          {
            path: paths.login,
            element: (
              <RedirectIfAuthenticated>
                <LoginPage />
              </RedirectIfAuthenticated>
            ),
          },
          {
            path: paths.forgotPassword,
            element: (
              <RedirectIfAuthenticated>
                <ForgotPasswordPage />
              </RedirectIfAuthenticated>
            ),
          },
          { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
          { path: paths.termsOfService, element: <TermsOfServicePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: paths.member.root,
        element: <MemberArea />,
        children: [
          { index: true, element: <Navigate to={paths.member.dashboard} replace /> },
          { path: paths.member.dashboard, element: <MemberDashboardPage /> },
          { path: paths.member.lessonSchedule, element: <MemberLessonSchedulePage /> },
          { path: paths.member.practiceBooking, element: <MemberPracticeBookingPage /> },
          { path: paths.member.changePassword, element: <ChangePasswordPage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: paths.staff.root,
        element: <StaffArea />,
        children: [
          { index: true, element: <StaffDashboardPage /> },
          { path: paths.staff.dashboard, element: <StaffDashboardPage /> },
          { path: paths.staff.users, element: <StaffUsersPage /> },
          { path: paths.staff.lessonRequests, element: <StaffLessonRequestsPage /> },
          { path: paths.staff.onedayRequests, element: <StaffOnedayRequestsPage /> },
          { path: paths.staff.lessonModifications, element: <StaffLessonModificationsPage /> },
          { path: paths.staff.contacts, element: <StaffContactsPage /> },
          { path: paths.staff.practiceBooking, element: <StaffPracticeBookingPage /> },
          { path: paths.staff.lessonSchedule, element: <StaffLessonSchedulePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
