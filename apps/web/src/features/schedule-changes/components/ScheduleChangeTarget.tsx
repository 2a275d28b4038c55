import { pickText, WEEKDAY_LABELS } from '@academy/contracts';
import type { TLessonWeekday } from '@academy/contracts';
import { formatFullDate } from '@/components/calendar/calendar-format';
import { SelectField } from '@/components/form/SelectField';
import { format } from '@/i18n/format';
import { useLanguage, useT } from '@/i18n/use-language';

type TScheduleChangeTargetProps = {
  lessonDayOfWeek: TLessonWeekday;
  targets: readonly string[];
  anyNoticed: boolean;
  value: string;
  onChange: (target: string) => void;
};

/** The lesson date to move, among those that may be. */
export function ScheduleChangeTarget({
  lessonDayOfWeek,
  targets,
  anyNoticed,
  value,
  onChange,
}: TScheduleChangeTargetProps) {
  const copy = useT().member.schedule;
  const { language } = useLanguage();
  return (
    <SelectField
      label={copy.targetLabel}
      hint={[
        format(copy.targetHint, {
          weekday: pickText(WEEKDAY_LABELS[lessonDayOfWeek], language),
        }),
        ...(anyNoticed ? [copy.noticedExcluded] : []),
      ].join(' ')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    >
      <option value="">{targets.length === 0 ? copy.targetNone : copy.targetPlaceholder}</option>
      {targets.map((date) => (
        <option key={date} value={date}>
          {formatFullDate(date, language)}
        </option>
      ))}
    </SelectField>
  );
}
