import type { TMemberListItem } from '@academy/contracts';
import { Modal } from '@/components/modal/Modal';
import { StaffButton } from '@/components/staff-area/StaffButton';
import { staffToast } from '@/components/staff-area/staff-toast';
import { format } from '@/i18n/format';
import { useCheckinCopy } from '@/i18n/sections/checkin';
import { errorMessageOf } from '@/lib/api-error';
import { useCheckinCode, useResetCheckinCode } from '../api/checkin-code';
import styles from './GuardianModal.module.css';

/**
 * Staff read a member's check-in code and make a new one (docs/product/checkin.md): the old code
 * stops working at once. A failure shows in the dialog.
 */
export function CheckinCodeModal({
  user,
  onClose,
}: {
  user: TMemberListItem;
  onClose: () => void;
}) {
  const copy = useCheckinCopy().code;
  const code = useCheckinCode(user.userId);
  const reset = useResetCheckinCode(user.userId);
  const current = code.data?.code ?? null;

  const makeNew = async () => {
    try {
      const { message } = await reset.mutateAsync();
      staffToast.success(message);
    } catch {
      // The mutation's error is shown below.
    }
  };

  const failure = code.isError
    ? errorMessageOf(code.error, copy.loadFailed)
    : reset.isError
      ? errorMessageOf(reset.error, copy.resetFailed)
      : null;
  return (
    <Modal
      open
      onClose={onClose}
      title={format(copy.title, { name: user.name })}
      footer={
        <>
          <StaffButton onClick={onClose}>{copy.close}</StaffButton>
          <StaffButton tone="primary" busy={reset.isPending} onClick={() => void makeNew()}>
            {current === null ? copy.issue : copy.reset}
          </StaffButton>
        </>
      }
    >
      {failure && <p role="alert">{failure}</p>}
      <p className={styles.checkinCode} aria-live="polite" data-testid="checkin-code">
        {code.isSuccess ? (current ?? copy.none) : ''}
      </p>
    </Modal>
  );
}
