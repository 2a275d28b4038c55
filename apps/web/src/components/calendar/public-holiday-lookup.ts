// Loaded on demand by usePublicHolidayCheck: the holiday table stays out of the guest pages'
// first download (docs/decisions/0057-korean-public-holidays.md).
export { isPublicHoliday } from '@academy/contracts';
