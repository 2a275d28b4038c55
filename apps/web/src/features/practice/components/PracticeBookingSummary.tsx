import { hourToTime, pickText, PRACTICE_ROOM_LABELS } from '@academy/contracts';
import type { TPracticeRoom } from '@academy/contracts';
import { formatFullDate } from '@/components/calendar/calendar-format';
import styles from '@/components/member-area/Member.module.css';
import { useLanguage, useT } from '@/i18n/use-language';
import type { TPracticeSelection } from '../practice-selection';

type TPracticeBookingSummaryProps = {
  date: string | null;
  room: TPracticeRoom;
  selection: TPracticeSelection;
};

/** The chosen day, room and hours, read out as they change. */
export function PracticeBookingSummary({ date, room, selection }: TPracticeBookingSummaryProps) {
  const copy = useT().member.practice;
  const { language } = useLanguage();
  return (
    <dl className={styles.summary} aria-live="polite">
      <div className={styles.fact}>
        <dt>{copy.panelDate}</dt>
        <dd>{date ? formatFullDate(date, language) : '—'}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{copy.panelRoom}</dt>
        <dd>{pickText(PRACTICE_ROOM_LABELS[room], language)}</dd>
      </div>
      <div className={styles.fact}>
        <dt>{copy.panelTime}</dt>
        <dd>
          {selection
            ? `${hourToTime(selection.start)} – ${hourToTime(selection.end)}`
            : copy.panelTimeNone}
        </dd>
      </div>
    </dl>
  );
}
