import {
  CONTACT_CATEGORY_LABELS,
  CONTACT_STATUS_LABELS,
  pickText,
  TEXT_LIMITS,
  validationMessage,
  ZContactReplyRequest,
} from '@academy/contracts';
import type { TContactDetail, TValidationMessageKey } from '@academy/contracts';
import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { TextAreaField } from '@/components/form/TextAreaField';
import { Modal } from '@/components/modal/Modal';
import { useLanguage, useT } from '@/i18n/use-language';
import { validateForm } from '@/lib/validate-form';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import { FactList } from '@/components/staff-area/Facts';
import { SubmitButton } from '@/components/staff-area/FormFooter';
import { StatusBadge } from '@/components/staff-area/StatusBadge';

type TContactModalProps = {
  contact: TContactDetail;
  onClose: () => void;
  onReply: (reply: string) => void;
  pending: boolean;
};

/**
 * One inquiry with its message and any saved reply, and a reply form for every inquiry (a new
 * reply replaces the saved one). Mount it with a key per inquiry so the form starts empty.
 */
export function ContactModal({ contact, onClose, onReply, pending }: TContactModalProps) {
  const t = useT();
  const copy = t.staffRequests.contacts;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const formId = useId();
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<TValidationMessageKey | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const result = validateForm(ZContactReplyRequest, { reply });
    if (!result.success) return setProblem(result.errors.reply ?? 'replyRequired');
    setProblem(null);
    onReply(result.data.reply);
  };

  const facts: Array<[string, ReactNode]> = [
    [copy.nickname, contact.nickname],
    [copy.category, pickText(CONTACT_CATEGORY_LABELS[contact.category], language)],
    [
      common.status,
      <StatusBadge
        status={contact.status}
        label={pickText(CONTACT_STATUS_LABELS[contact.status], language)}
      />,
    ],
    [common.createdAt, formatAcademyDateTime(contact.createdAt)],
    [copy.message, contact.message],
    [copy.reply, contact.reply ?? copy.noReply],
    ...(contact.reply && contact.repliedAt
      ? [[copy.repliedAt, formatAcademyDateTime(contact.repliedAt)] as [string, ReactNode]]
      : []),
  ];

  return (
    <Modal
      open
      onClose={onClose}
      title={contact.subject}
      size="lg"
      footer={
        <SubmitButton
          formId={formId}
          pending={pending}
          text={copy.submit}
          pendingText={copy.submitting}
        />
      }
    >
      <FactList facts={facts} />
      <form id={formId} onSubmit={onSubmit} noValidate>
        <TextAreaField
          label={copy.replyLabel}
          hint={contact.reply ? copy.replyHint : undefined}
          value={reply}
          maxLength={TEXT_LIMITS.MESSAGE}
          error={problem ? validationMessage(problem, language) : undefined}
          onChange={(event) => {
            setReply(event.target.value);
            setProblem(null);
          }}
        />
      </form>
    </Modal>
  );
}
