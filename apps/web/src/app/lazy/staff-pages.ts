/** Every page under /admin and their frame, imported lazily as one chunk (see areas.tsx). */
export { ChangePasswordPage } from '@/features/auth/routes/ChangePasswordPage';
export { StaffInquiriesPage } from '@/features/inquiries/routes/StaffInquiriesPage';
export { StaffDashboardPage } from '@/app/dashboards/StaffDashboardPage';
export { StaffLessonScheduleChangesPage } from '@/features/schedule-changes/routes/StaffLessonScheduleChangesPage';
export { StaffPausesPage } from '@/features/pauses/routes/StaffPausesPage';
export { StaffLessonApplicationsPage } from '@/features/applications/routes/StaffLessonApplicationsPage';
export { StaffOnedayRequestsPage } from '@/features/oneday/routes/StaffOnedayRequestsPage';
export { StaffPracticeBookingPage } from '@/features/practice/routes/StaffPracticeBookingPage';
export { StaffAttendancePage } from '@/features/attendance/routes/StaffAttendancePage';
export { CheckinKioskPage } from '@/features/checkin/routes/CheckinKioskPage';
export { StaffMembersRoute } from '@/app/StaffMembersRoute';
export { StaffTuitionRoute } from '@/app/StaffTuitionRoute';
export { StaffAreaLayout } from '@/app/StaffAreaLayout';
export { StaffAccountsRoute } from '@/app/StaffAccountsRoute';
export { StaffJobsRoute } from '@/app/StaffJobsRoute';
export { StaffTextMessagesRoute } from '@/app/StaffTextMessagesRoute';
export { StaffLessonScheduleRoute } from '@/app/StaffLessonScheduleRoute';
