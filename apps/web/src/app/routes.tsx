import type { ComponentType } from 'react';
import { Navigate } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RedirectIfAuthenticated } from '@/features/auth/components/guards';
import { NotFoundPage } from '@/features/site/routes/NotFoundPage';
import { GuestLayout } from '@/layouts/GuestLayout';
import {
  CheckinArea,
  loadMemberPages,
  loadNewPasswordPages,
  loadStaffPages,
  MemberArea,
  NewPasswordArea,
  StaffArea,
} from './areas';
import { guestPageLoaders } from './guest-pages';
import { lazyPage } from './lazy-page';
import { RootLayout } from './RootLayout';

const pages = guestPageLoaders;
const HomePage = lazyPage(pages.home, 'HomePage');
const AcademyTourPage = lazyPage(pages.academyTour, 'AcademyTourPage');
const InstructorsPage = lazyPage(pages.instructors, 'InstructorsPage');
const LessonApplicationPage = lazyPage(pages.lessonRequest, 'LessonApplicationPage');
const OneDayClassPage = lazyPage(pages.oneDayClass, 'OneDayClassPage');
const InquiryPage = lazyPage(pages.contact, 'InquiryPage');
const InquiryCheckPage = lazyPage(pages.inquiryCheck, 'InquiryCheckPage');
const LoginPage = lazyPage(pages.login, 'LoginPage');
const ForgotPasswordPage = lazyPage(pages.forgotPassword, 'ForgotPasswordPage');
const PrivacyPolicyPage = lazyPage(pages.privacyPolicy, 'PrivacyPolicyPage');
const TermsOfServicePage = lazyPage(pages.termsOfService, 'TermsOfServicePage');
const ConfirmEmailChangePage = lazyPage(pages.emailChangeConfirm, 'ConfirmEmailChangePage');
const UndoEmailChangePage = lazyPage(pages.emailChangeUndo, 'UndoEmailChangePage');

const StaffDashboardPage = lazyPage(loadStaffPages, 'StaffDashboardPage');
const NewPasswordPage = lazyPage(loadNewPasswordPages, 'NewPasswordPage');

/** The routes of an area's pages, each `[path, export name]` in the area's one chunk. */
function areaPageRoutes<const TName extends string, TModule extends Record<TName, ComponentType>>(
  load: () => Promise<TModule>,
  pages: readonly (readonly [path: string, name: TName])[],
): RouteObject[] {
  return pages.map(([path, name]) => {
    const Page = lazyPage(load, name);
    return { path, element: <Page /> };
  });
}

const memberPageRoutes = areaPageRoutes(loadMemberPages, [
  [paths.member.dashboard, 'MemberDashboardPage'],
  [paths.member.lessonSchedule, 'MemberLessonScheduleRoute'],
  [paths.member.practiceBooking, 'MemberPracticeBookingPage'],
  [paths.member.practiceLog, 'MemberPracticeLogPage'],
  [paths.member.changePassword, 'ChangePasswordPage'],
  [paths.member.paymentSuccess, 'PaymentSuccessPage'],
  [paths.member.paymentFail, 'PaymentFailPage'],
  [paths.member.receipt, 'MemberReceiptPage'],
]);

const staffPageRoutes = areaPageRoutes(loadStaffPages, [
  [paths.staff.dashboard, 'StaffDashboardPage'],
  [paths.staff.users, 'StaffMembersRoute'],
  [paths.staff.member, 'StaffMemberRoute'],
  [paths.staff.teachers, 'StaffAccountsRoute'],
  [paths.staff.lessonRequests, 'StaffLessonApplicationsPage'],
  [paths.staff.onedayRequests, 'StaffOnedayRequestsPage'],
  [paths.staff.lessonScheduleChanges, 'StaffLessonScheduleChangesPage'],
  [paths.staff.pauses, 'StaffPausesPage'],
  [paths.staff.announcements, 'StaffAnnouncementsPage'],
  [paths.staff.contacts, 'StaffInquiriesPage'],
  [paths.staff.practiceBooking, 'StaffPracticeBookingPage'],
  [paths.staff.lessonSchedule, 'StaffLessonScheduleRoute'],
  [paths.staff.closures, 'StaffClosuresPage'],
  [paths.staff.makeups, 'StaffMakeupsPage'],
  [paths.staff.jobs, 'StaffJobsRoute'],
  [paths.staff.textMessages, 'StaffTextMessagesRoute'],
  [paths.staff.tuition, 'StaffTuitionRoute'],
  [paths.staff.payments, 'StaffPaymentsRoute'],
  [paths.staff.attendance, 'StaffAttendancePage'],
  [paths.staff.changePassword, 'ChangePasswordPage'],
]);

/** docs/product/screens-and-routes.md. Child paths are absolute (from `paths`) so each path is written only once. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        element: <GuestLayout />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.academyTour, element: <AcademyTourPage /> },
          { path: paths.instructors, element: <InstructorsPage /> },
          { path: paths.lessonRequest, element: <LessonApplicationPage /> },
          { path: paths.oneDayClass, element: <OneDayClassPage /> },
          { path: paths.contact, element: <InquiryPage /> },
          { path: paths.inquiryCheck, element: <InquiryCheckPage /> },
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
          // Open to anyone, signed in or not: the token in the link decides whose address it is.
          { path: paths.emailChangeConfirm, element: <ConfirmEmailChangePage /> },
          { path: paths.emailChangeUndo, element: <UndoEmailChangePage /> },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: paths.member.root,
        element: <MemberArea />,
        children: [
          { index: true, element: <Navigate to={paths.member.dashboard} replace /> },
          ...memberPageRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: paths.newPassword,
        element: <NewPasswordArea />,
        children: [{ index: true, element: <NewPasswordPage /> }],
      },
      { path: paths.checkin, element: <CheckinArea /> },
      {
        path: paths.staff.root,
        element: <StaffArea />,
        children: [
          { index: true, element: <StaffDashboardPage /> },
          ...staffPageRoutes,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
