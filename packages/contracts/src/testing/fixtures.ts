/** Test helpers for the apps' and this package's tests: `@academy/contracts/testing`. */
export { busyTime, personalSchedule, teacherSchedule } from './schedule-fixtures';
export { tuitionDue } from './tuition-fixtures';
