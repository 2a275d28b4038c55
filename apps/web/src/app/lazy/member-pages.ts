/** Every page under /user and their frame, imported lazily as one chunk (see areas.tsx). */
export { ChangePasswordPage } from '@/features/auth/routes/ChangePasswordPage';
export { MemberDashboardPage } from '@/app/dashboards/MemberDashboardPage';
export { MemberPracticeBookingPage } from '@/features/practice/routes/MemberPracticeBookingPage';
export { MemberAreaLayout } from '@/app/MemberAreaLayout';
export { MemberLessonScheduleRoute } from '@/app/MemberLessonScheduleRoute';
