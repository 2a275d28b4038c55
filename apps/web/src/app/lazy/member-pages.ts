/** Every page under /user and their frame, imported lazily as one chunk (see areas.tsx). */
export { ChangePasswordPage } from '@/features/auth/routes/ChangePasswordPage';
export { MemberDashboardPage } from '@/features/member/routes/MemberDashboardPage';
export { MemberLessonSchedulePage } from '@/features/member/routes/MemberLessonSchedulePage';
export { MemberPracticeBookingPage } from '@/features/member/routes/MemberPracticeBookingPage';
export { MemberAreaLayout } from '@/app/MemberAreaLayout';
