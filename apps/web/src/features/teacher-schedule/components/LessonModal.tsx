import type { TOccurrence } from '@academy/contracts';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { Modal } from '@/components/modal/Modal';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';
import { FactList } from '@/components/staff-area/Facts';
import staff from '@/components/staff-area/Staff.module.css';
import { kindLabel, timeRangeText } from './schedule-view';

type TDetailCopy = ReturnType<typeof useT>['staffCalendar']['detail'];

/** Why this lesson is on the calendar, and where it is managed. */
function lessonNote(occurrence: TOccurrence, detail: TDetailCopy): string {
  if (occurrence.kind === 'moved_lesson') return detail.movedNote;
  if (occurrence.kind === 'makeup_lesson') return detail.makeupNote;
  return detail.lessonNote;
}

type TLessonModalProps = {
  occurrence: TOccurrence;
  onClose: () => void;
};

/** A lesson on the calendar, read only: lessons are changed on their own screens. */
export function LessonModal({ occurrence, onClose }: TLessonModalProps) {
  const copy = useT().staffCalendar;
  const { language } = useLanguage();
  const name = occurrence.studentName?.trim() ?? '';
  return (
    <Modal
      open
      onClose={onClose}
      title={name ? format(copy.detail.lessonTitle, { name }) : copy.detail.lessonTitleNoName}
      size="sm"
    >
      <FactList
        facts={[
          [copy.detail.kind, kindLabel(occurrence.kind, copy)],
          [copy.detail.student, name || copy.detail.none],
          [copy.detail.date, formatFullDate(occurrence.date, language)],
          [copy.detail.time, timeRangeText(occurrence.startTime, occurrence.endTime, copy)],
        ]}
      />
      <p className={staff.cardMeta}>{lessonNote(occurrence, copy.detail)}</p>
    </Modal>
  );
}
