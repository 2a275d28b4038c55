import { operationsTagged } from './operation';

/**
 * The API documentation's groups, one operation builder each: a group's tag is written here
 * once, and the domains' operation files define their operations with its builder.
 */
export const accountsOperation = operationsTagged('Accounts');
export const attendanceOperation = operationsTagged('Attendance');
export const backOfficeOperation = operationsTagged('Back office');
export const calendarFeedOperation = operationsTagged('Calendar feed');
export const checkInOperation = operationsTagged('Check-in');
export const consultationNotesOperation = operationsTagged('Consultation notes');
export const closuresOperation = operationsTagged('Closures');
export const familiesOperation = operationsTagged('Families');
export const healthOperation = operationsTagged('Health');
export const inquiriesOperation = operationsTagged('Inquiries');
export const jobsOperation = operationsTagged('Jobs');
export const lessonNotesOperation = operationsTagged('Lesson notes');
export const lessonApplicationsOperation = operationsTagged('Lesson applications');
export const makeUpsOperation = operationsTagged('Make-ups');
export const membersOperation = operationsTagged('Members');
export const notificationsOperation = operationsTagged('Notifications');
export const oneDayClassesOperation = operationsTagged('One-day classes');
export const pausesOperation = operationsTagged('Pauses');
export const paymentsOperation = operationsTagged('Payments');
export const practiceLogOperation = operationsTagged('Practice log');
export const practiceRoomsOperation = operationsTagged('Practice rooms');
export const scheduleOperation = operationsTagged('Schedule');
export const scheduleChangesOperation = operationsTagged('Schedule changes');
export const staffAccountsOperation = operationsTagged('Staff accounts');
export const teacherScheduleOperation = operationsTagged('Teacher schedule');
export const textMessagesOperation = operationsTagged('Text messages');
export const tuitionOperation = operationsTagged('Tuition');
