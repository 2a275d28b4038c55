import type { TDeletionRequest } from '@academy/contracts';
import { MemberButton } from '@/components/member-area/MemberButton';
import { TOASTS, toAcademyIsoDate } from '@academy/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { SelectField } from '@/components/form/SelectField';
import memberStyles from '@/components/member-area/Member.module.css';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { usePrivacyCopy } from '@/i18n/sections/privacy';
import { errorMessageOf } from '@/lib/api-error';
import { useOwnDeletionRequests, useRequestDeletion } from '../api/request-deletion';

export type TDeletionChoice = { userId: number; label: string };

/**
 * The personal-data card's deletion request (docs/product/privacy.md): the member picks whose
 * data (their own or a child's), confirms in a dialog, and sees their requests and their state.
 */
export function DeletionRequestSection({ choices }: { choices: readonly TDeletionChoice[] }) {
  const copy = usePrivacyCopy();
  const [open, setOpen] = useState(false);
  const [userId, setUserId] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const send = useRequestDeletion();
  const own = useOwnDeletionRequests();
  const chosen = userId ?? choices[0]?.userId ?? null;
  const close = () => {
    setOpen(false);
    setFailure(null);
  };
  const sendRequest = async () => {
    if (chosen === null || send.isPending) return;
    try {
      const { message } = await send.mutateAsync(chosen);
      toast.success(message, { duration: TOASTS.ERROR_MS });
      close();
    } catch (error) {
      setFailure(errorMessageOf(error, copy.member.failed));
    }
  };
  return (
    <div>
      <h3 className={memberStyles.muted}>{copy.member.heading}</h3>
      <p className={memberStyles.muted}>{copy.member.lead}</p>
      <MemberButton tone="danger" onClick={() => setOpen(true)}>
        {copy.member.open}
      </MemberButton>
      <OwnRequests requests={own.data?.requests ?? []} />
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title={copy.member.dialogTitle}
        description={copy.member.dialogDescription}
        footer={
          <>
            <MemberButton onClick={close}>{copy.member.keep}</MemberButton>
            <MemberButton
              tone="danger"
              disabled={send.isPending || chosen === null}
              onClick={() => void sendRequest()}
            >
              {send.isPending ? copy.member.sending : copy.member.confirm}
            </MemberButton>
          </>
        }
      >
        {choices.length > 1 && (
          <SelectField
            label={copy.member.whoLabel}
            value={chosen === null ? '' : String(chosen)}
            onChange={(event) => setUserId(Number(event.target.value))}
          >
            {choices.map((choice) => (
              <option key={choice.userId} value={choice.userId}>
                {choice.label}
              </option>
            ))}
          </SelectField>
        )}
        {failure && (
          <p className={memberStyles.muted} role="alert">
            {failure}
          </p>
        )}
      </Modal>
    </div>
  );
}

function OwnRequests({ requests }: { requests: readonly TDeletionRequest[] }) {
  const copy = usePrivacyCopy();
  if (requests.length === 0) return null;
  return (
    <>
      <h4 id="own-deletion-requests" className={memberStyles.muted}>
        {copy.member.listHeading}
      </h4>
      <ul className={memberStyles.list} aria-labelledby="own-deletion-requests">
        {requests.map((request) => (
          <li key={request.id}>
            {format(copy.member.item, {
              name: request.name,
              date: toAcademyIsoDate(new Date(request.createdAt)),
              state: copy.states[request.state],
            })}
            {request.state === 'declined' && request.reason && (
              <p className={memberStyles.muted}>
                {format(copy.member.declinedReason, { reason: request.reason })}
              </p>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}
