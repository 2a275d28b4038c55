import { LESSON_WEEKDAYS, WEEKDAY_LABELS } from '@academy/contracts';
import { TextField } from '@/components/form/TextField';
import { CustomSelect } from '@/components/select/CustomSelect';
import { labelledOptions } from '@/components/staff-area/labelled-options';
import { useLanguage, useT } from '@/i18n/use-language';
import styles from './LessonApplications.module.css';
import type { TApproveLesson } from './use-approve-lesson';

/** The weekly slot the staff choose: weekday, start and end. */
export function CustomSlotFields({ approval }: { approval: TApproveLesson }) {
  const copy = useT().staffLessons.approve;
  const { language } = useLanguage();
  const { draft, invalid, edit } = approval;
  return (
    <div className={styles.schedule}>
      <CustomSelect
        label={copy.weekday}
        value={draft.weekday}
        placeholder={copy.weekdayPlaceholder}
        options={labelledOptions(LESSON_WEEKDAYS, WEEKDAY_LABELS, language)}
        invalid={invalid('schedule') && draft.weekday === ''}
        required
        onChange={(weekday) => edit('weekday', weekday, 'schedule')}
      />
      <TextField
        label={copy.startTime}
        type="time"
        value={draft.startTime}
        invalid={invalid('schedule')}
        required
        onChange={(event) => approval.changeStartTime(event.target.value)}
      />
      <TextField
        label={copy.endTime}
        type="time"
        value={draft.endTime}
        hint={copy.endHint}
        invalid={invalid('schedule')}
        required
        onChange={(event) => edit('endTime', event.target.value, 'schedule')}
      />
    </div>
  );
}
