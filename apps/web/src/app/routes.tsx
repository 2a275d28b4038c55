import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated } from '@/features/auth/components/guards';
import { NotFoundPage } from '@/features/site/routes/NotFoundPage';
import { GuestLayout } from '@/layouts/GuestLayout';
import { loadMemberPages, loadStaffPages, MemberArea, StaffArea } from './areas';
import { guestPageLoaders } from './guest-pages';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';
import { RouteError } from './RouteError';

const pages = guestPageLoaders;
const HomePage = lazyPage(pages.home, 'HomePage');
const AcademyTourPage = lazyPage(pages.academyTour, 'AcademyTourPage');
const InstructorsPage = lazyPage(pages.instructors, 'InstructorsPage');
const LessonRequestPage = lazyPage(pages.lessonRequest, 'LessonRequestPage');
const OneDayClassPage = lazyPage(pages.oneDayClass, 'OneDayClassPage');
const ContactPage = lazyPage(pages.contact, 'ContactPage');
const ContactCheckPage = lazyPage(pages.contactCheck, 'ContactCheckPage');
const LoginPage = lazyPage(pages.login, 'LoginPage');
const ForgotPasswordPage = lazyPage(pages.forgotPassword, 'ForgotPasswordPage');
const PrivacyPolicyPage = lazyPage(pages.privacyPolicy, 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(pages.termsOfService, 'TermsOfServicePage');

const MemberDashboardPage = lazyPage(loadMemberPages, 'MemberDashboardPage');
const MemberLessonSchedulePage = lazyPage(loadMemberPages, 'MemberLessonSchedulePage');
const MemberPracticeBookingPage = lazyPage(loadMemberPages, 'MemberPracticeBookingPage');
const ChangePasswordPage = lazyPage(loadMemberPages, 'ChangePasswordPage');
const StaffDashboardPage = lazyPage(loadStaffPages, 'StaffDashboardPage');
const StaffUsersPage = lazyPage(loadStaffPages, 'StaffUsersPage');
const StaffTeachersRoute = lazyPage(loadStaffPages, 'StaffTeachersRoute');
const StaffLessonRequestsPage = lazyPage(loadStaffPages, 'StaffLessonRequestsPage');
const StaffOnedayRequestsPage = lazyPage(loadStaffPages, 'StaffOnedayRequestsPage');
const StaffLessonModificationsPage = lazyPage(loadStaffPages, 'StaffLessonModificationsPage');
const StaffContactsPage = lazyPage(loadStaffPages, 'StaffContactsPage');
const StaffPracticeBookingPage = lazyPage(loadStaffPages, 'StaffPracticeBookingPage');
const StaffLessonSchedulePage = lazyPage(loadStaffPages, 'StaffLessonSchedulePage');

/** docs/product/screens-and-routes.md. Child paths are absolute (from `paths`) so each path is written only once. */
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
          { path: paths.staff.teachers, element: <StaffTeachersRoute /> },
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
