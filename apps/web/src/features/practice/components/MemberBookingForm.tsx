import { MemberStatus } from '@/components/member-area/MemberStatus';
import { pickText, PRACTICE_ROOM_LABELS, PRACTICE_ROOMS, TEXT_LIMITS } from '@academy/contracts';
import type { TPracticeCalendar } from '@academy/contracts';
import formStyles from '@/components/form/Form.module.css';
import { FormAlert } from '@/components/form/FormAlert';
import { SelectField } from '@/components/form/SelectField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { TextAreaField } from '@/components/form/TextAreaField';
import styles from '@/components/member-area/Member.module.css';
import { ownHourKindAt } from '@/components/member-area/own-hours';
import { useLanguage, useT } from '@/i18n/use-language';
import type { useMemberPracticeBooking } from '../routes/use-member-practice-booking';
import { PracticeBookingSummary } from './PracticeBookingSummary';
import { PracticeRules } from './PracticeRules';
import { PracticeSlots } from './PracticeSlots';

type TMemberBookingFormProps = {
  booking: ReturnType<typeof useMemberPracticeBooking>;
  slotsLoading: boolean;
  ownHours: TPracticeCalendar['ownHours'];
};

/** The booking panel: room, the day's hours, what is chosen, notes, and the button. */
export function MemberBookingForm({ booking, slotsLoading, ownHours }: TMemberBookingFormProps) {
  const copy = useT().member.practice;
  const { language } = useLanguage();
  const { date, selection } = booking;
  return (
    <form
      className={`${styles.card} ${formStyles.form}`}
      aria-labelledby="member-booking-heading"
      onSubmit={booking.onSubmit}
      noValidate
    >
      <h2 id="member-booking-heading" className={styles.heading}>
        {copy.panelHeading}
      </h2>
      <FormAlert message={booking.problem} />
      <PracticeRules />
      <SelectField
        label={copy.roomLabel}
        value={booking.room}
        onChange={(event) => booking.chooseRoom(event.target.value)}
      >
        {PRACTICE_ROOMS.map((option) => (
          <option key={option} value={option}>
            {pickText(PRACTICE_ROOM_LABELS[option], language)}
          </option>
        ))}
      </SelectField>
      {date === null ? (
        <p className={styles.muted}>{copy.datePrompt}</p>
      ) : slotsLoading ? (
        <MemberStatus>{copy.slotsLoading}</MemberStatus>
      ) : (
        <PracticeSlots
          date={date}
          selection={selection}
          isUnavailable={booking.isUnavailable}
          ownKindAt={(hour) => ownHourKindAt(ownHours, date, hour)}
          onClick={booking.clickHour}
        />
      )}
      <PracticeBookingSummary date={date} room={booking.room} selection={selection} />
      <TextAreaField
        label={copy.notesLabel}
        value={booking.notes}
        maxLength={TEXT_LIMITS.NOTES}
        rows={3}
        onChange={(event) => booking.setNotes(event.target.value)}
      />
      <SubmitButton pending={booking.pending} label={copy.book} pendingLabel={copy.booking} />
    </form>
  );
}
