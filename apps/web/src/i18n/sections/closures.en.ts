import type { koClosures } from './closures.ko';

/** Words of the closed-days page (/admin/closures), in English. */
export const enClosures: typeof koClosures = {
  calendarLink: 'Manage closed days',
  calendarLinkLead: 'Closed days and the list of public holidays are on the closed-days page.',
  holidays: {
    heading: 'Coming public holidays',
    lead: 'The public holidays of the next 12 months. Declare the ones the academy closes on in one click.',
    empty:
      'No public holidays are known for the next 12 months. The holiday list may need an update.',
    declare: 'Declare closed',
    declareLabel: 'Declare closed: {date}, {name}',
    declareConfirm:
      'Declare {date}, {name}, a closed day? Members with a lesson that day are told and practice bookings are cancelled.',
    declareFailed: 'The day could not be declared closed.',
    declared: 'Declared closed',
  },
  holidayMark: 'Public holiday',
};
