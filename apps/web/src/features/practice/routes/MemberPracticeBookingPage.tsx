import { lastBookableDate } from '@academy/contracts';
import { MonthCalendar } from '@/components/calendar/MonthCalendar';
import styles from '@/components/member-area/Member.module.css';
import { PageShell } from '@/components/page-shell/PageShell';
import { useT } from '@/i18n/use-language';
import { MemberBookingForm } from '../components/MemberBookingForm';
import { MyBookings } from '../components/MyBookings';
import { useMemberPracticeBooking } from './use-member-practice-booking';
import { useMemberPracticeMonth } from './use-member-practice-month';
import { useMemberPagesCopy } from '@/i18n/sections/member-pages';

export function MemberPracticeBookingPage() {
  const t = useT();
  const memberPages = useMemberPagesCopy();
  const copy = t.member.practice;
  const lastDate = lastBookableDate();
  const shown = useMemberPracticeMonth();
  const { closedDates } = shown;
  const booking = useMemberPracticeBooking(shown.booked, shown.ownHours, closedDates);

  return (
    <PageShell
      title={memberPages.memberPracticeBooking.title}
      description={memberPages.memberPracticeBooking.description}
    >
      <div className={styles.stack}>
        <div className={`${styles.columns} ${styles.wideLeft}`}>
          <section className={styles.card}>
            <MonthCalendar
              label={copy.calendarLabel}
              month={shown.month}
              onMonthChange={shown.setMonth}
              disablePast
              lastDate={lastDate}
              selectedDates={booking.date ? [booking.date] : []}
              markedDates={closedDates}
              markedLabel={copy.closedDay}
              isDateUnavailable={(day) => closedDates.includes(day)}
              onSelectDate={booking.chooseDate}
              onUnavailableDate={booking.refuseDate}
              events={shown.events}
            />
          </section>
          <MemberBookingForm
            booking={booking}
            slotsLoading={shown.sessions.isPending}
            ownHours={shown.ownHours}
          />
        </div>
        <MyBookings bookings={shown.mine.data ?? []} />
      </div>
    </PageShell>
  );
}
