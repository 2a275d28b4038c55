import {
  ANNOUNCEMENT_AUDIENCE_KINDS,
  LESSON_WEEKDAYS,
  pickText,
  WEEKDAY_LABELS,
} from '@academy/contracts';
import type { TAnnouncementAudienceKind } from '@academy/contracts';
import { useId } from 'react';
import { CustomSelect } from '@/components/select/CustomSelect';
import fieldsetStyles from '@/components/staff-area/Fieldset.module.css';
import { useAnnouncementsCopy } from '@/i18n/sections/announcements';
import { useLanguage } from '@/i18n/use-language';
import { useStaffAccounts } from '@/lib/staff-queries/staff-accounts';
import styles from './Announcements.module.css';

/** The group as the form holds it: the weekday and teacher stay '' until chosen. */
export type TAudienceValues = {
  audienceKind: TAnnouncementAudienceKind;
  weekday: string;
  teacherId: string;
};

/** One setter a value of the group. */
export type TAudienceSetters = {
  kind: (kind: TAnnouncementAudienceKind) => void;
  weekday: (weekday: string) => void;
  teacherId: (teacherId: string) => void;
};

type TAudienceFieldsProps = { values: TAudienceValues; onChange: TAudienceSetters };

/** The teachers, asked for only once that group is chosen. */
function TeacherChoice({ values, onChange }: TAudienceFieldsProps) {
  const copy = useAnnouncementsCopy().audience;
  const teachers = useStaffAccounts();
  if (teachers.isError) return <p role="alert">{copy.teachersFailed}</p>;
  if (!teachers.data) return <p role="status">{copy.teachersLoading}</p>;
  return (
    <CustomSelect
      label={copy.teacher}
      value={values.teacherId}
      options={teachers.data.map((teacher) => ({ value: String(teacher.id), label: teacher.name }))}
      onChange={onChange.teacherId}
      required
    />
  );
}

/**
 * Who the announcement goes to (docs/decisions/0051): one radio a group, and the weekday or the
 * teacher only when that group is chosen.
 */
export function AudienceFields({ values, onChange }: TAudienceFieldsProps) {
  const copy = useAnnouncementsCopy().audience;
  const { language } = useLanguage();
  const name = useId();
  const hintId = useId();
  return (
    <fieldset className={fieldsetStyles.fieldset} aria-describedby={hintId}>
      <legend className={fieldsetStyles.legend}>{copy.legend}</legend>
      <div className={styles.choices}>
        {ANNOUNCEMENT_AUDIENCE_KINDS.map((kind) => (
          <label key={kind} className={styles.choice}>
            <input
              type="radio"
              name={name}
              value={kind}
              checked={values.audienceKind === kind}
              onChange={() => onChange.kind(kind)}
            />
            {copy.kinds[kind]}
          </label>
        ))}
      </div>
      <p id={hintId} className={styles.hint}>
        {copy.hints[values.audienceKind]}
      </p>
      {values.audienceKind === 'weekday' && (
        <CustomSelect
          label={copy.weekday}
          value={values.weekday}
          options={LESSON_WEEKDAYS.map((weekday) => ({
            value: weekday,
            label: pickText(WEEKDAY_LABELS[weekday], language),
          }))}
          onChange={onChange.weekday}
          required
        />
      )}
      {values.audienceKind === 'teacher' && <TeacherChoice values={values} onChange={onChange} />}
    </fieldset>
  );
}
