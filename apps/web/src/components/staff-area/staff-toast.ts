import { TOASTS } from '@academy/contracts';
import toast from 'react-hot-toast';

/** The staff screens' toasts: a success stays STAFF_SUCCESS_MS, a failure STAFF_ERROR_MS. */
export const staffToast = {
  success: (text: string) => toast.success(text, { duration: TOASTS.STAFF_SUCCESS_MS }),
  error: (text: string) => toast.error(text, { duration: TOASTS.STAFF_ERROR_MS }),
};
