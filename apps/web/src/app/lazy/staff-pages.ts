/** Every page under /admin and their frame, imported lazily as one chunk (see areas.tsx). */
export { StaffContactsPage } from '@/features/staff/routes/StaffContactsPage';
export { StaffDashboardPage } from '@/features/staff/routes/StaffDashboardPage';
export { StaffLessonModificationsPage } from '@/features/staff/routes/StaffLessonModificationsPage';
export { StaffLessonRequestsPage } from '@/features/staff/routes/StaffLessonRequestsPage';
export { StaffLessonSchedulePage } from '@/features/staff/routes/StaffLessonSchedulePage';
export { StaffOnedayRequestsPage } from '@/features/staff/routes/StaffOnedayRequestsPage';
export { StaffPracticeBookingPage } from '@/features/staff/routes/StaffPracticeBookingPage';
export { StaffUsersPage } from '@/features/staff/routes/StaffUsersPage';
export { StaffAreaLayout } from '@/app/StaffAreaLayout';
export { StaffTeachersRoute } from '@/app/StaffTeachersRoute';
