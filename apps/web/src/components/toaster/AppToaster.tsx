import { Toaster } from 'react-hot-toast';
import { TOAST_ERROR_MS, TOAST_LIMIT, TOAST_SUCCESS_MS } from './toast-limits';
import { useToastLimit } from './use-toast-limit';

export function AppToaster() {
  useToastLimit(TOAST_LIMIT);
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        style: { fontFamily: 'var(--font-sans)', maxWidth: 'min(420px, 92vw)' },
        success: { duration: TOAST_SUCCESS_MS },
        error: { duration: TOAST_ERROR_MS },
      }}
    />
  );
}
