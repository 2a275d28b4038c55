import {
  fillPlaceholders,
  formatPhone,
  INQUIRY_CATEGORY_LABELS,
  INQUIRY_STATUS_LABELS,
  pickText,
  staffMessage,
  TEXT_LIMITS,
  ZInquiryReplyRequest,
} from '@academy/contracts';
import type { TStaffInquiry } from '@academy/contracts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { FormAlert } from '@/components/form/FormAlert';
import { TextAreaField } from '@/components/form/TextAreaField';
import { useForm } from '@/components/form/use-form';
import { Modal } from '@/components/modal/Modal';
import { useLanguage, useT } from '@/i18n/use-language';
import { errorMessageOf } from '@/lib/api-error';
import { useReplyInquiry } from '../../api/reply-inquiry';
import { formatAcademyDateTime } from '@/components/staff-area/staff-dates';
import { FactList } from '@/components/staff-area/Facts';
import { SubmitButton } from '@/components/staff-area/FormFooter';
import { StatusBadge } from '@/components/staff-area/StatusBadge';
import { staffToast } from '@/components/staff-area/staff-toast';

type TInquiryModalProps = {
  contact: TStaffInquiry;
  onClose: () => void;
};

/**
 * One inquiry with its message and any saved reply, and a reply form for every inquiry (a new
 * reply replaces the saved one). Mount it with a key per inquiry so the form starts empty.
 */
export function InquiryModal({ contact, onClose }: TInquiryModalProps) {
  const t = useT();
  const copy = t.staffRequests.contacts;
  const common = t.staffRequests.common;
  const { language } = useLanguage();
  const formId = useId();
  const replyInquiry = useReplyInquiry();
  const form = useForm({
    initial: { reply: '' },
    schema: ZInquiryReplyRequest,
    errorDisplay: 'submit',
    send: ({ reply }) => replyInquiry.mutateAsync({ id: contact.contactId, reply }),
    sentMessage: () => staffMessage('inquiryReplied', language),
    announceSent: staffToast.success,
    onSent: onClose,
    failMessage: (error) => errorMessageOf(error, staffMessage('inquiryReplyFailed', language)),
    // A failed reply stays in the open modal, above the reply the staff member wrote.
    announceFailure: () => undefined,
  });

  const facts: Array<[string, ReactNode]> = [
    [copy.nickname, contact.nickname],
    [copy.category, pickText(INQUIRY_CATEGORY_LABELS[contact.categoryCode], language)],
    [
      common.status,
      <StatusBadge
        status={contact.status}
        label={pickText(INQUIRY_STATUS_LABELS[contact.status], language)}
      />,
    ],
    [common.createdAt, formatAcademyDateTime(contact.createdAt)],
    // The guest's phone is shown only while they wait to hear of the answer (docs/decisions/0035).
    ...(contact.notifyWhenAnswered && contact.phoneNumber
      ? [
          [
            copy.answerNotice,
            fillPlaceholders(copy.answerNoticeValue, { phone: formatPhone(contact.phoneNumber) }),
          ] as [string, ReactNode],
        ]
      : []),
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
          pending={form.pending}
          text={copy.submit}
          pendingText={copy.submitting}
        />
      }
    >
      <FactList facts={facts} />
      <form id={formId} onSubmit={form.onSubmit} noValidate>
        <FormAlert message={form.failure} />
        <TextAreaField
          {...form.field('reply')}
          label={copy.replyLabel}
          hint={contact.reply ? copy.replyHint : undefined}
          maxLength={TEXT_LIMITS.MESSAGE}
        />
      </form>
    </Modal>
  );
}
