import { LESSON_NOTE_LIMITS, ZLessonNoteInput } from '@academy/contracts';
import type { TDayLessonNote } from '@academy/contracts';
import { useRef } from 'react';
import { TempoField } from '@/components/form/TempoField';
import { TextAreaField } from '@/components/form/TextAreaField';
import { TextField } from '@/components/form/TextField';
import { typedNumber } from '@/components/form/typed-number';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { useLessonNotesCopy } from '@/i18n/sections/lesson-notes';
import { useWriteLessonNote } from '../api/write-lesson-note';
import { PracticeSummary } from './PracticeSummary';

type TLessonNoteDialogProps = {
  lesson: TDayLessonNote;
  memberName: string;
  onClose: () => void;
};

/**
 * The teacher's note of one lesson (docs/product/lesson-notes.md): four fields, the piece first and
 * focused, the tempo a numeric keypad on a phone, and the practice since the previous lesson above
 * them, so that it is written in a few seconds right after the lesson.
 */
export function LessonNoteDialog({ lesson, memberName, onClose }: TLessonNoteDialogProps) {
  const copy = useLessonNotesCopy().staff;
  const write = useWriteLessonNote(lesson.date);
  const pieceRef = useRef<HTMLInputElement>(null);
  const form = useDialogForm({
    initial: {
      piece: lesson.note?.piece ?? '',
      tempoBpm: lesson.note?.tempoBpm === null || !lesson.note ? '' : String(lesson.note.tempoBpm),
      homework: lesson.note?.homework ?? '',
      link: lesson.note?.link ?? '',
    },
    schema: ZLessonNoteInput,
    toInput: (values) => ({
      ...values,
      memberId: lesson.memberId,
      date: lesson.date,
      tempoBpm: typedNumber(values.tempoBpm),
    }),
    send: (body) => write.mutateAsync(body),
    onClose,
    sentText: copy.saved,
    failText: copy.failed,
  });
  return (
    <FormModal
      onClose={onClose}
      initialFocusRef={pieceRef}
      title={format(copy.title, { name: memberName })}
      description={format(copy.description, { date: lesson.date })}
      form={form}
      buttons={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <PracticeSummary practice={lesson.practice} />
      <TextField
        {...form.field('piece')}
        ref={pieceRef}
        label={copy.piece}
        maxLength={LESSON_NOTE_LIMITS.PIECE}
        autoComplete="off"
        required
      />
      <TempoField {...form.field('tempoBpm')} label={copy.tempo} />
      <TextAreaField
        {...form.field('homework')}
        label={copy.homework}
        maxLength={LESSON_NOTE_LIMITS.HOMEWORK}
        rows={3}
      />
      <TextField
        {...form.field('link')}
        label={copy.link}
        type="url"
        inputMode="url"
        maxLength={LESSON_NOTE_LIMITS.LINK}
        placeholder="https://"
      />
    </FormModal>
  );
}
