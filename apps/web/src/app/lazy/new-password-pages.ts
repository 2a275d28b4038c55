/** The /new-password screen and its frame, imported lazily as one chunk (see areas.tsx). */
export { NewPasswordPage } from '@/features/auth/routes/NewPasswordPage';
export { NewPasswordLayout } from '@/app/NewPasswordLayout';
