import {
  addDaysToIsoDate,
  HOURS,
  PRACTICE_BOOKING_LIMITS,
  PRACTICE_ROOM_LABELS,
  PRACTICE_ROOMS,
  pickText,
  roomIdFromPracticeRoom,
  seoulInstant,
  toAcademyIsoDate,
  ZPracticeBookingRequest,
} from '@academy/contracts';
import type { TPracticeRoom } from '@academy/contracts';
import type { ReactNode } from 'react';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { FormModal } from '@/components/staff-area/FormModal';
import { useDialogForm } from '@/components/staff-area/use-dialog-form';
import { format } from '@/i18n/format';
import { useMemberPageCopy } from '@/i18n/sections/member-page';
import { useLanguage } from '@/i18n/use-language';
import { useBookPracticeRoomForMember } from '../api/book-for-member';

const START_HOURS = Array.from(
  { length: HOURS.PRACTICE.CLOSE_HOUR - HOURS.PRACTICE.OPEN_HOUR },
  (_, n) => HOURS.PRACTICE.OPEN_HOUR + n,
);
const LENGTHS = Array.from(
  { length: PRACTICE_BOOKING_LIMITS.MAX_HOURS_PER_BOOKING },
  (_, n) => n + 1,
);

type TBookForMemberDialogProps = {
  member: { id: number; name: string };
  onClose: () => void;
};

/** A select bound to one of the form's values (they are all text). */
function Pick({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <SelectField label={label} value={value} required onChange={(e) => onChange(e.target.value)}>
      {children}
    </SelectField>
  );
}

/**
 * Staff book a practice room for a member (docs/product/back-office.md#the-member-page): a room, a
 * Seoul day and whole hours; the API applies the member's own rules and limits and tells them.
 */
export function BookForMemberDialog({ member, onClose }: TBookForMemberDialogProps) {
  const copy = useMemberPageCopy().booking;
  const { language } = useLanguage();
  const book = useBookPracticeRoomForMember();
  const today = toAcademyIsoDate(new Date());
  const form = useDialogForm({
    initial: {
      room: PRACTICE_ROOMS[0] as TPracticeRoom,
      date: today,
      start: String(START_HOURS[0]),
      hours: '1',
    },
    schema: ZPracticeBookingRequest,
    toInput: ({ room, date, start, hours }) => ({
      roomId: roomIdFromPracticeRoom(room),
      startTime: seoulInstant(date, Number(start)).toISOString(),
      endTime: seoulInstant(date, Number(start) + Number(hours)).toISOString(),
    }),
    send: (body) => book.mutateAsync({ memberId: member.id, body }),
    onClose,
    failText: copy.failed,
  });
  const pick = (name: 'start' | 'hours') => ({
    value: form.values[name],
    onChange: (value: string) => form.setValue(name, value),
  });
  return (
    <FormModal
      onClose={onClose}
      title={format(copy.title, { name: member.name })}
      description={copy.description}
      form={form}
      buttons={{ cancel: copy.cancel, submit: copy.submit, submitting: copy.submitting }}
    >
      <Pick
        label={copy.room}
        value={form.values.room}
        onChange={(value) => {
          const room = PRACTICE_ROOMS.find((candidate) => candidate === value);
          if (room) form.setValue('room', room);
        }}
      >
        {PRACTICE_ROOMS.map((room) => (
          <option key={room} value={room}>
            {pickText(PRACTICE_ROOM_LABELS[room], language)}
          </option>
        ))}
      </Pick>
      <TextField
        {...form.field('date')}
        type="date"
        label={copy.date}
        min={today}
        max={addDaysToIsoDate(today, PRACTICE_BOOKING_LIMITS.HORIZON_DAYS)}
        required
      />
      <Pick label={copy.start} {...pick('start')}>
        {START_HOURS.map((hour) => (
          <option key={hour} value={String(hour)}>{`${String(hour).padStart(2, '0')}:00`}</option>
        ))}
      </Pick>
      <Pick label={copy.hours} {...pick('hours')}>
        {LENGTHS.map((hours) => (
          <option key={hours} value={String(hours)}>
            {format(copy.hoursOption, { hours })}
          </option>
        ))}
      </Pick>
    </FormModal>
  );
}
