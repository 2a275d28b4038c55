/** Every page under /user and their frame, imported lazily as one chunk (see areas.tsx). */
export { ChangePasswordPage } from '@/features/auth/routes/ChangePasswordPage';
export { MemberDashboardPage } from '@/app/dashboards/MemberDashboardPage';
export { PaymentFailPage } from '@/features/tuition/routes/PaymentFailPage';
export { PaymentSuccessPage } from '@/features/tuition/routes/PaymentSuccessPage';
export { MemberPracticeBookingPage } from '@/features/practice/routes/MemberPracticeBookingPage';
export { MemberPracticeLogPage } from '@/features/practice-log/routes/MemberPracticeLogPage';
export { MemberAreaLayout } from '@/app/MemberAreaLayout';
export { MemberLessonScheduleRoute } from '@/app/MemberLessonScheduleRoute';
export { MemberReceiptPage } from '@/features/tuition/routes/MemberReceiptPage';
