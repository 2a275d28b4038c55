import { Modal } from '@/components/modal/Modal';
import type { TCalendarEvent, TEventRenderer } from './calendar-types';
import { EventChip } from './EventChip';
import styles from './MonthCalendar.module.css';

type TDayEventsModalProps<TEvent extends TCalendarEvent> = {
  title: string | null;
  events: readonly TEvent[];
  onClose: () => void;
  onEventClick?: (event: TEvent) => void;
  renderEvent?: TEventRenderer<TEvent>;
};

/** The "+N more" popup: every event of one day, titles in full. */
export function DayEventsModal<TEvent extends TCalendarEvent>(props: TDayEventsModalProps<TEvent>) {
  const { title, events, onClose, onEventClick, renderEvent } = props;
  return (
    <Modal open={title !== null} onClose={onClose} title={title ?? ''} size="sm">
      <ul className={styles.allEvents}>
        {events.map((event) => (
          <li key={event.id}>
            <EventChip
              event={event}
              compact={false}
              render={renderEvent}
              onClick={
                onEventClick
                  ? (chosen) => {
                      onClose();
                      onEventClick(chosen);
                    }
                  : undefined
              }
            />
          </li>
        ))}
      </ul>
    </Modal>
  );
}
