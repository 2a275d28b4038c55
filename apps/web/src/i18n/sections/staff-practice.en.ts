import type { TDeepStrings } from '../types';
import type { koStaffPractice } from './staff-practice.ko';

export const enStaffPractice: TDeepStrings<typeof koStaffPractice> = {
  calendarLabel: 'Practice room bookings calendar',
  closedDay: 'Academy closed',
  loading: 'Loading bookings…',
  loadFailed: 'Could not load practice room bookings. Please try again later.',
  monthTotal: '{count} bookings this month',
  roomShort: 'Room {number}',
  eventTitle: '{room} · {name} {time}',
  eventLabel: '{title}, {status}',
  timeRange: '{start} – {end}',
  unknownMember: 'No name',
  sidebar: {
    label: 'Booking details',
    prompt: 'Choose a day or a booking on the calendar to see its details here.',
    dayHeading: 'Bookings on {date}',
    dayCount: '{count} bookings',
    dayEmpty: 'No bookings on this day.',
    dayListLabel: 'Bookings on {date}',
    sessionHeading: 'Booking details',
    backToDay: 'Show all bookings of this day',
  },
  facts: {
    room: 'Room',
    member: 'Member',
    date: 'Date',
    time: 'Time',
    status: 'Status',
    notes: 'Notes',
    notesNone: 'None',
  },
};
