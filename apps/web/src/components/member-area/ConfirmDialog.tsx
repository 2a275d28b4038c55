import { TOASTS } from '@academy/contracts';
import { MemberButton } from './MemberButton';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { errorMessageOf } from '@/lib/api-error';

type TConfirmDialogProps = {
  open: boolean;
  title: string;
  description?: string;
  keepLabel: string;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" for a member's action that takes something back: keep, or go ahead. */
export function ConfirmDialog(props: TConfirmDialogProps) {
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      size="sm"
      title={props.title}
      description={props.description}
      footer={
        <>
          <MemberButton onClick={props.onClose}>{props.keepLabel}</MemberButton>
          <MemberButton tone="danger" disabled={props.pending} onClick={props.onConfirm}>
            {props.pending ? props.pendingLabel : props.confirmLabel}
          </MemberButton>
        </>
      }
    />
  );
}

/** What `useConfirmedAction` hands its dialog: the item asked about, and the answers. */
type TConfirmedAction = {
  item: unknown;
  close: () => void;
  confirm: () => void;
  pending: boolean;
};

/** The `ConfirmDialog` of a `useConfirmedAction`: open while it asks about an item. */
export function ConfirmActionDialog({
  action,
  ...texts
}: Omit<TConfirmDialogProps, 'open' | 'onClose' | 'pending' | 'onConfirm'> & {
  action: TConfirmedAction;
}) {
  return (
    <ConfirmDialog
      open={action.item !== null}
      onClose={action.close}
      pending={action.pending}
      onConfirm={action.confirm}
      {...texts}
    />
  );
}

/**
 * The state of a ConfirmDialog for one item of a list: `ask(item)` opens it, `confirm` sends
 * once and shows the server's message (long enough to read a date in it) or why it failed.
 */
export function useConfirmedAction<TItem>(options: {
  send: (item: TItem) => Promise<{ message: string }>;
  failedText: string;
}) {
  const [item, setItem] = useState<TItem | null>(null);
  const [pending, setPending] = useState(false);
  const close = () => setItem(null);
  const send = async () => {
    if (item === null || pending) return;
    setPending(true);
    try {
      const { message } = await options.send(item);
      toast.success(message, { duration: TOASTS.ERROR_MS });
      setItem(null);
    } catch (error) {
      toast.error(errorMessageOf(error, options.failedText));
    } finally {
      setPending(false);
    }
  };
  return { item, ask: setItem, close, confirm: () => void send(), pending };
}

/**
 * "Withdraw this request?" for the member's request a `useConfirmedAction` asks about; its body
 * names the request with `bodyValues`.
 */
export function WithdrawRequestDialog<TItem>({
  action,
  copy,
  bodyValues,
}: {
  action: TConfirmedAction & { item: TItem | null };
  copy: {
    withdrawTitle: string;
    withdrawBody: string;
    withdrawKeep: string;
    withdrawConfirm: string;
    withdrawing: string;
  };
  bodyValues: (item: TItem) => Record<string, string>;
}) {
  return (
    <ConfirmActionDialog
      action={action}
      title={copy.withdrawTitle}
      description={
        action.item === null ? undefined : format(copy.withdrawBody, bodyValues(action.item))
      }
      keepLabel={copy.withdrawKeep}
      confirmLabel={copy.withdrawConfirm}
      pendingLabel={copy.withdrawing}
    />
  );
}
