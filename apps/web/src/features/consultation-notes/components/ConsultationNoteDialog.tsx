import { CONSULTATION_NOTE_LIMITS, ZConsultationNoteInput } from '@academy/contracts';
import type { TConsultationNote } from '@academy/contracts';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { useEditConsultationNote, useWriteConsultationNote } from '../api/consultation-notes';

type TConsultationNoteDialogProps = {
  memberId: number;
  /** The note to edit; none to write a new one. */
  note?: TConsultationNote;
  /** Today in Seoul: a new note's day, and the latest day allowed. */
  today: string;
  title: string;
  onClose: () => void;
};

/**
 * Writes or edits a consultation note (docs/product/back-office.md#consultation-notes): its Seoul
 * day, not after today, and its text. The API checks the day again against its own clock.
 */
export function ConsultationNoteDialog({
  memberId,
  note,
  today,
  title,
  onClose,
}: TConsultationNoteDialogProps) {
  const copy = useMemberPageCopy().notes;
  const write = useWriteConsultationNote();
  const edit = useEditConsultationNote();
  const form = useDialogForm({
    initial: { date: note?.date ?? today, body: note?.body ?? '' },
    schema: ZConsultationNoteInput,
    send: (body) =>
      note ? edit.mutateAsync({ id: note.id, body }) : write.mutateAsync({ memberId, body }),
    onClose,
    failText: copy.failed,
  });
  return (
    <FormModal
      onClose={onClose}
      title={title}
      description={copy.intro}
      form={form}
      buttons={{ cancel: copy.cancel, submit: copy.save, submitting: copy.saving }}
    >
      <TextField {...form.field('date')} type="date" label={copy.date} max={today} required />
      <TextAreaField
        {...form.field('body')}
        label={copy.body}
        maxLength={CONSULTATION_NOTE_LIMITS.BODY}
        rows={6}
        required
      />
    </FormModal>
  );
}
