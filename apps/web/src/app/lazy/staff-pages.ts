/** Every page under /admin and their frame, imported lazily as one chunk (see areas.tsx). */
export { StaffContactsPage } from '@/features/inquiries/routes/StaffContactsPage';
export { StaffDashboardPage } from '@/app/dashboards/StaffDashboardPage';
export { StaffLessonModificationsPage } from '@/features/schedule/routes/StaffLessonModificationsPage';
export { StaffLessonRequestsPage } from '@/features/lessons/routes/StaffLessonRequestsPage';
export { StaffLessonSchedulePage } from '@/features/schedule/routes/StaffLessonSchedulePage';
export { StaffOnedayRequestsPage } from '@/features/oneday/routes/StaffOnedayRequestsPage';
export { StaffPracticeBookingPage } from '@/features/practice/routes/StaffPracticeBookingPage';
export { StaffUsersRoute } from '@/app/StaffUsersRoute';
export { StaffTuitionPage } from '@/features/tuition/routes/StaffTuitionPage';
export { StaffAreaLayout } from '@/app/StaffAreaLayout';
export { StaffTeachersRoute } from '@/app/StaffTeachersRoute';
export { StaffJobsRoute } from '@/app/StaffJobsRoute';
