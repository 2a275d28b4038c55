/** Test helpers for the apps' and this package's tests: `@academy/contracts/testing`. */
export { busyTime, personalSchedule, teacherSchedule } from './schedule-fixtures';
export { ACADEMY_DETAILS_INPUT, tuitionDue } from './tuition-fixtures';
