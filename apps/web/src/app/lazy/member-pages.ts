/** Every page under /user, imported lazily as one chunk (see routes.tsx). */
export { ChangePasswordPage } from '@/features/auth/routes/ChangePasswordPage';
export { MemberDashboardPage } from '@/features/member/routes/MemberDashboardPage';
export { MemberLessonSchedulePage } from '@/features/member/routes/MemberLessonSchedulePage';
export { MemberPracticeBookingPage } from '@/features/member/routes/MemberPracticeBookingPage';
