import { hourToTime, pickText, PRACTICE_ROOM_LABELS } from '@academy/contracts';
import { MemberFact } from '@/components/member-area/MemberFact';
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
      <MemberFact label={copy.panelDate}>{date ? formatFullDate(date, language) : '—'}</MemberFact>
      <MemberFact label={copy.panelRoom}>
        {pickText(PRACTICE_ROOM_LABELS[room], language)}
      </MemberFact>
      <MemberFact label={copy.panelTime}>
        {selection
          ? `${hourToTime(selection.start)} – ${hourToTime(selection.end)}`
          : copy.panelTimeNone}
      </MemberFact>
    </dl>
  );
}
